import type { YcjyQuestion } from '@yuwen/protocol';

/** What a month's check needs of a lesson. */
export interface CheckLesson {
  char: string;
  picture: string;
  rhyme: string;
}

/** How many choices a picking question offers. */
const CHOICES = 3;
/** 会 and 还要练: the parent's two answers to a 念儿歌 question; the first counts as right. */
export const SAY_CHOICES = ['念出来了', '还要再练练'] as const;

/** A small stable hash: the same month always gives the same questions. */
function seedOf(text: string): number {
  let h = 2166136261;
  for (const c of text) h = Math.imul(h ^ (c.codePointAt(0) ?? 0), 16777619);
  return h >>> 0;
}

/** The lesson's character and two others of the grade, in an order the seed fixes. */
function choicesFor(lesson: CheckLesson, pool: readonly CheckLesson[], seed: number) {
  const others = pool.filter((l) => l.char !== lesson.char);
  const picked = [lesson];
  for (let i = 0; picked.length < CHOICES && others.length > 0; i++) {
    const next = others.splice((seed + i * 7) % others.length, 1)[0];
    if (next) picked.push(next);
  }
  const correct = seed % picked.length;
  [picked[0], picked[correct]] = [picked[correct] as CheckLesson, picked[0] as CheckLesson];
  return { picked, correct };
}

/**
 * Pure: a month's 家长测评, three questions a lesson — pick the character of a picture, pick the
 * picture of a character (distractors from the grade's other lessons), and say the lesson's rhyme
 * (the parent judges) — with the right choice of each, which never leaves the server.
 */
export function buildCheck(
  month: readonly CheckLesson[],
  grade: readonly CheckLesson[],
  key: string,
): { questions: YcjyQuestion[]; correct: number[] } {
  const questions: YcjyQuestion[] = [];
  const correct: number[] = [];
  const add = (q: Omit<YcjyQuestion, 'num'>, right: number) => {
    questions.push({ num: questions.length + 1, ...q });
    correct.push(right);
  };
  for (const lesson of month) {
    const seed = seedOf(`${key}:${lesson.char}`);
    const byPicture = choicesFor(lesson, grade, seed);
    add(
      {
        kind: 'pick_char',
        prompt: '看图，哪个是这个字？',
        picture: lesson.picture,
        text: '',
        choices: byPicture.picked.map((l) => ({ text: l.char, picture: '' })),
      },
      byPicture.correct,
    );
    const byChar = choicesFor(lesson, grade, seed >>> 3);
    add(
      {
        kind: 'pick_picture',
        prompt: `“${lesson.char}”是哪幅图？`,
        picture: '',
        text: lesson.char,
        choices: byChar.picked.map((l) => ({ text: '', picture: l.picture })),
      },
      byChar.correct,
    );
  }
  for (const rhyme of [...new Set(month.map((l) => l.rhyme))])
    add(
      {
        kind: 'say',
        prompt: `请孩子念一念《${rhyme}》，念出来了吗？`,
        picture: '',
        text: rhyme,
        choices: SAY_CHOICES.map((text) => ({ text, picture: '' })),
      },
      0,
    );
  return { questions, correct };
}
