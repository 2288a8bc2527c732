// Which of the device's speech voices reads the textbook's 普通话: shared by 部编词语's dictation
// and 视听阅读's listening.

/** The subset of a SpeechSynthesisVoice the choice reads (tests build plain objects). */
export interface VoiceInfo {
  lang: string;
  localService?: boolean;
}

/**
 * How well a voice reads the textbook's 普通话: 2 for mainland Chinese (zh-CN, zh-Hans, cmn-CN),
 * 1 for a bare `zh`, 0 for anything else — Cantonese (zh-HK, yue) and Taiwan Mandarin (zh-TW)
 * read some characters otherwise than the textbook, so the recordings are the better teacher.
 */
export function voiceRank(lang: string): number {
  const tag = lang.replaceAll('_', '-').toLowerCase();
  if (/^(zh|cmn)-(cn|hans)(-|$)/.test(tag)) return 2;
  if (tag === 'zh' || tag === 'cmn') return 1;
  return 0;
}

/** The best mainland Chinese voice of the device (an on-device one first), or undefined. */
export function pickChineseVoice<V extends VoiceInfo>(voices: readonly V[]): V | undefined {
  let best: V | undefined;
  let bestScore = 0;
  for (const voice of voices) {
    const rank = voiceRank(voice.lang);
    if (rank === 0) continue;
    const score = rank * 2 + (voice.localService ? 1 : 0);
    if (score > bestScore) {
      best = voice;
      bestScore = score;
    }
  }
  return best;
}
