import { describe, expect, it } from 'vitest';
import { buildQuestions, otherTones, type QuestionChar, shuffled } from './character-questions.js';

/** A repeatable random source (a small linear congruential generator). */
function seeded(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 1664525 + 1013904223) % 2 ** 32;
    return s / 2 ** 32;
  };
}

const CHARS: QuestionChar[] = [
  { id: 1, char: '天', readings: ['tiān'] },
  { id: 2, char: '地', readings: ['dì', 'de'] },
  { id: 3, char: '人', readings: ['rén'] },
  { id: 4, char: '山', readings: ['shān'] },
  { id: 5, char: '水', readings: ['shuǐ'] },
];
const WORDS = new Map([
  ['天', [{ word: '今天', pinyin: 'jīn tiān' }]],
  ['人', [{ word: '大人', pinyin: 'dà rén' }]],
  [
    '山',
    [
      { word: '山水', pinyin: 'shān shuǐ' },
      { word: '大山', pinyin: 'dà shān' },
    ],
  ],
  ['水', [{ word: '山水', pinyin: 'shān shuǐ' }]],
]);

describe('question builder', () => {
  it('writes a syllable in each of the four tones, keeping ü', () => {
    expect(otherTones('xué')).toEqual(['xuē', 'xué', 'xuě', 'xuè']);
    expect(otherTones('lǜ')).toEqual(['lǖ', 'lǘ', 'lǚ', 'lǜ']);
    expect(otherTones('de')).toEqual([]);
  });

  it('shuffles without losing or adding items', () => {
    expect(shuffled([1, 2, 3, 4], seeded(1)).sort()).toEqual([1, 2, 3, 4]);
  });

  it('asks each character once, alternating read and recognise, with four distinct options and the answer among them', () => {
    const questions = buildQuestions(CHARS, CHARS, WORDS, 5, seeded(7));
    expect(questions).toHaveLength(5);
    expect(new Set(questions.map((q) => q.char_id)).size).toBe(5);
    for (const q of questions) {
      expect(new Set(q.options).size).toBe(4);
      const target = CHARS.find((c) => c.id === q.char_id);
      if (q.kind === 'read') {
        expect(q.options[q.answer]).toBe(target?.readings[0]);
        // No other reading of the character is offered as a wrong choice.
        expect(q.options.filter((o) => target?.readings.includes(o))).toHaveLength(1);
      } else {
        expect(q.options[q.answer]).toBe(q.char);
        expect(q.prompt).toContain('（ ）');
        expect(q.prompt).not.toContain(q.char);
      }
    }
    expect(questions.some((q) => q.kind === 'recognise')).toBe(true);
  });

  it('never offers a wrong choice that also makes the word', () => {
    const known = new Set([...WORDS.values()].flat().map((w) => w.word));
    let askedDaRen = false;
    for (let seed = 1; seed < 40; seed++) {
      for (const q of buildQuestions(CHARS, CHARS, WORDS, 5, seeded(seed))) {
        if (q.kind !== 'recognise') continue;
        const wrong = q.options.filter((_, i) => i !== q.answer);
        expect(wrong.filter((o) => known.has(q.prompt.replace('（ ）', o)))).toEqual([]);
        // 大（ ） is 大人; 山 would make 大山, a word too, so it is never offered.
        if (q.prompt === '大（ ）') askedDaRen = true;
      }
    }
    expect(askedDaRen).toBe(true);
  });

  it('with dictation, makes every third question a write question with its reading, recording and strokes', () => {
    const dictation = {
      audioOf: (reading: string) => (reading === 'tiān' ? '/audio/pinyin/tian1.mp3' : ''),
      strokesOf: (c: QuestionChar) => (c.char === '地' ? '' : `/hanzi-data/${c.char}.json`),
    };
    for (let seed = 1; seed < 20; seed++) {
      const questions = buildQuestions(CHARS, CHARS, WORDS, 5, seeded(seed), dictation);
      expect(questions).toHaveLength(5);
      for (const q of questions.filter((x) => x.kind === 'write')) {
        expect(q.char).not.toBe('地');
        expect(q).toMatchObject({ options: [], answer: -1, stroke_data: `/hanzi-data/${q.char}.json` });
        expect(q.hint).toBe(CHARS.find((c) => c.id === q.char_id)?.readings[0]);
        expect(q.audio).toBe(q.char === '天' ? '/audio/pinyin/tian1.mp3' : '');
        if (q.prompt !== '') expect(q.prompt).toContain('（ ）');
      }
      const third = questions[2];
      if (third?.char !== '地') expect(third?.kind).toBe('write');
    }
    expect(buildQuestions(CHARS, CHARS, WORDS, 5, seeded(2)).some((q) => q.kind === 'write')).toBe(false);
  });

  it('asks for the reading when a character has no common word, and stops at the count', () => {
    const questions = buildQuestions(CHARS, CHARS, new Map(), 3, seeded(3));
    expect(questions).toHaveLength(3);
    expect(questions.every((q) => q.kind === 'read')).toBe(true);
  });
});
