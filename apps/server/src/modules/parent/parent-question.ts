// The arithmetic question of the parent check: written in Chinese number words so a young pupil
// cannot simply read it off, with two-digit numbers a grown-up works out in a moment.
import { randomInt } from 'node:crypto';

const DIGITS = ['零', '一', '二', '三', '四', '五', '六', '七', '八', '九'];

/** 0–999 in Chinese number words: 12 → 十二, 37 → 三十七, 105 → 一百零五, 110 → 一百一十. */
export function numberWords(n: number): string {
  if (!Number.isInteger(n) || n < 0 || n > 999) throw new RangeError(`out of range: ${n}`);
  if (n < 10) return DIGITS[n] as string;
  const hundreds = Math.floor(n / 100);
  const tens = Math.floor((n % 100) / 10);
  const units = n % 10;
  const unitWord = units > 0 ? (DIGITS[units] as string) : '';
  if (hundreds === 0) return `${tens === 1 ? '' : DIGITS[tens]}十${unitWord}`;
  const head = `${DIGITS[hundreds]}百`;
  if (tens === 0) return units === 0 ? head : `${head}零${unitWord}`;
  return `${head}${DIGITS[tens]}十${unitWord}`;
}

export interface ParentQuestion {
  text: string;
  answer: number;
}

/** A random question: a sum or a difference (with borrowing) of two-digit numbers, or a teen times a digit. */
export function newQuestion(pick: (min: number, maxInclusive: number) => number = randomIntInclusive): ParentQuestion {
  const kind = pick(0, 2);
  if (kind === 0) {
    const a = pick(23, 89);
    const b = pick(14, 89);
    return { text: `${numberWords(a)}加${numberWords(b)}等于几？`, answer: a + b };
  }
  if (kind === 1) {
    // The units of b are larger than those of a: the difference needs borrowing.
    const tens = pick(5, 9);
    const a = tens * 10 + pick(1, 4);
    const b = pick(1, tens - 2) * 10 + pick(5, 9);
    return { text: `${numberWords(a)}减${numberWords(b)}等于几？`, answer: a - b };
  }
  const a = pick(12, 19);
  const b = pick(3, 9);
  return { text: `${numberWords(a)}乘${numberWords(b)}等于几？`, answer: a * b };
}

function randomIntInclusive(min: number, maxInclusive: number): number {
  return randomInt(min, maxInclusive + 1);
}
