// Pure helpers of 听音辨位's page: what each question asks, the countdown and the stars.
import type { QmdwKind, QmdwRound } from '@yuwen/protocol';

export const PROMPTS: Readonly<Record<QmdwKind, string>> = {
  position: '听一听，这个字在诗句里的哪个位置？',
  grid: '听一听，这个字在格子里的哪一格？',
  tone: '听一听，这个音是第几声？',
};

/** Whole seconds left on the server's clock (`offset`: the server's time minus the device's). */
export function secondsLeft(round: Pick<QmdwRound, 'deadline'>, offset: number, now = Date.now()): number {
  return Math.max(0, Math.ceil((round.deadline - (now + offset)) / 1000));
}

/** Three stars for every answer right, two for a won round, one for half right. */
export function roundStars(round: Pick<QmdwRound, 'correct' | 'questions' | 'status'>): number {
  const total = round.questions.length;
  if (total > 0 && round.correct === total && round.status !== 'timeout') return 3;
  if (round.status === 'won') return 2;
  return round.correct * 2 >= total && total > 0 ? 1 : 0;
}
