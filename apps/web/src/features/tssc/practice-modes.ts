// tssc = 唐诗宋词 (诗文背诵): the four practice modes and what each shows of a poem.

export type PracticeModeKey = 'pinyin' | 'plain' | 'firstChars' | 'memory';

export interface PracticeMode {
  /** 1–4: finishing this mode records this stage. */
  stage: number;
  key: PracticeModeKey;
  title: string;
  hint: string;
}

export const PRACTICE_MODES: readonly PracticeMode[] = [
  { stage: 1, key: 'pinyin', title: '带拼音朗读', hint: '看着拼音，把诗文大声读一遍。' },
  { stage: 2, key: 'plain', title: '不带拼音朗读', hint: '拼音藏起来了，再读一遍。' },
  { stage: 3, key: 'firstChars', title: '首字提示背诵', hint: '每句只留第一个字，其余的字背出来。' },
  { stage: 4, key: 'memory', title: '完全背诵', hint: '凭记忆背诵；想不起来时，点“提示下一句”。' },
];

const HAN = /\p{Script=Han}/u;

/** One character of a practice line: shown, or a blank the pupil fills from memory. */
export interface PracticeCell {
  char: string;
  /** Index of the character in its line (pinyin is aligned to it). */
  index: number;
  han: boolean;
  shown: boolean;
}

/**
 * Pure: a line as a mode shows it. Reading modes show everything; 首字提示 shows the first
 * character of each phrase (after each punctuation mark) and blanks the rest; 完全背诵 blanks every
 * character until the line is revealed. Punctuation always shows, so the pupil sees the rhythm.
 */
export function practiceLine(line: string, mode: PracticeModeKey, revealed: boolean): PracticeCell[] {
  let phraseStart = true;
  return [...line].map((char, index) => {
    const han = HAN.test(char);
    if (!han) {
      phraseStart = true;
      return { char, index, han, shown: true };
    }
    const first = phraseStart;
    phraseStart = false;
    const shown = mode === 'pinyin' || mode === 'plain' || (mode === 'firstChars' ? first : revealed);
    return { char, index, han, shown };
  });
}

/**
 * Pure: the mode a pupil may open at most: the one after the last finished (all four once the
 * poem is recited, so a recited poem can be practised again in any mode).
 */
export function openModes(stage: number): number {
  return Math.min(stage + 1, PRACTICE_MODES.length);
}
