// Pure helpers of 听音辨位's page: what each question asks, the countdown and the stars.
import { type QmdwKind, type QmdwRound, qmdwStars } from '@yuwen/protocol';

export const PROMPTS: Readonly<Record<QmdwKind, string>> = {
  position: '听一听，这个字在诗句里的哪个位置？',
  grid: '听一听，这个字在格子里的哪一格？',
  tone: '听一听，这个音是第几声？',
};

/** Whole seconds left on the server's clock (`offset`: the server's time minus the device's). */
export function secondsLeft(round: Pick<QmdwRound, 'deadline'>, offset: number, now = Date.now()): number {
  return Math.max(0, Math.ceil((round.deadline - (now + offset)) / 1000));
}

/** The round's stars as the rewards count them (protocol's qmdwStars). */
export const roundStars = (round: Pick<QmdwRound, 'correct' | 'questions' | 'status'>): number =>
  qmdwStars(round.correct, round.questions.length, round.status);
