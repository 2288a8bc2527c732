import type { Page } from '@playwright/test';
import { expect } from './helpers';

const DIGITS = '零一二三四五六七八九';

/** Chinese number words (up to 999) as a number: 三十七 → 37, 一百零五 → 105, 十二 → 12. */
export function wordsToNumber(words: string): number {
  let total = 0;
  let digit = 0;
  for (const char of words) {
    const value = DIGITS.indexOf(char);
    if (value >= 0) digit = value;
    else if (char === '百') {
      total += digit * 100;
      digit = 0;
    } else if (char === '十') {
      total += (digit || 1) * 10;
      digit = 0;
    } else throw new Error(`not a number word: ${char}`);
  }
  return total + digit;
}

/** Works out a question of the parent check as a grown-up would: 三十七加四十八等于几？ → 85. */
export function answerOf(question: string): number {
  const match = question.match(/^(.+?)([加减乘])(.+?)等于几？$/);
  if (!match) throw new Error(`not a question: ${question}`);
  const [, left = '', op, right = ''] = match;
  const [a, b] = [wordsToNumber(left), wordsToNumber(right)];
  if (op === '加') return a + b;
  return op === '减' ? a - b : a * b;
}

/** A grown-up answers the parent check now on screen (a page in its place, or the dialog). */
export async function passParentCheck(page: Page): Promise<void> {
  const check = page.getByTestId('parent-check');
  const question = check.getByTestId('parent-question');
  await expect(question).toHaveText(/等于几？$/);
  await check.getByTestId('parent-answer').fill(String(answerOf((await question.textContent()) ?? '')));
  await check.getByTestId('parent-submit').click();
  await expect(check).toBeHidden();
}
