import { CHAIN_POINTS, type ChainMode, type ChainRound } from '@yuwen/protocol';
import type { ChainIdiom, KnownIdiomIndex } from './known-idioms.js';

/** What a round keeps between calls (idiom_games.state). */
export interface ChainState {
  chain: ChainRound['chain'];
  /** What the next idiom must start with. */
  next: ChainRound['next'];
  /** The hint given this turn, '' when none. */
  hint: string;
}

/** The computer picks among this many of its best fitting idioms. */
const CHOICE_WIDTH = 5;

export const endOf = (idiom: Pick<ChainIdiom, 'last' | 'lastSyllable'>): ChainRound['next'] => ({
  char: idiom.last,
  syllable: idiom.lastSyllable,
});

/** Does an idiom starting so follow `next`? The same character always; the same syllable in syllable mode. */
export function connects(
  next: ChainRound['next'],
  start: { char: string; syllable: string },
  mode: ChainMode,
): boolean {
  return start.char === next.char || (mode === 'syllable' && next.syllable !== '' && start.syllable === next.syllable);
}

const usedIn = (state: Pick<ChainState, 'chain'>) => new Set(state.chain.map((link) => link.idiom));

/** Known idioms that would fit this turn, not used in the round, best known first. */
export function fitting(
  index: KnownIdiomIndex,
  state: Pick<ChainState, 'chain' | 'next'>,
  mode: ChainMode,
): ChainIdiom[] {
  const used = usedIn(state);
  return index.following(state.next, mode === 'syllable').filter((idiom) => !used.has(idiom.idiom));
}

/**
 * Fitting idioms the next player can go on from (some other unused known idiom follows them), best
 * known first; all fitting ones when none can: a hint for the pupil's last idiom, after which 墨墨 gives up.
 */
function goingOn(index: KnownIdiomIndex, state: Pick<ChainState, 'chain' | 'next'>, mode: ChainMode): ChainIdiom[] {
  const candidates = fitting(index, state, mode);
  const open = openOnes(index, state, mode, candidates);
  return open.length > 0 ? open : candidates;
}

/**
 * Of the fitting idioms (`candidates`), those some other unused known idiom follows: the same idioms
 * `fitting` (and so the hint) offers on the next turn, so one kept here always leaves the pupil a hint.
 */
function openOnes(
  index: KnownIdiomIndex,
  state: Pick<ChainState, 'chain' | 'next'>,
  mode: ChainMode,
  candidates: readonly ChainIdiom[] = fitting(index, state, mode),
): ChainIdiom[] {
  const used = usedIn(state);
  return candidates.filter((idiom) =>
    index
      .following(endOf(idiom), mode === 'syllable')
      .some((next) => next.idiom !== idiom.idiom && !used.has(next.idiom)),
  );
}

/** How many of the best candidates a hint looks two turns ahead for (bounds the work of a hint). */
const HINT_LOOKAHEAD = 20;

/**
 * The hinted idiom: one after which the computer can answer with an idiom the pupil can go on from
 * again, so a pupil who follows the hints is never led into a dead end; else the best going on.
 */
function hintIdiom(
  index: KnownIdiomIndex,
  state: Pick<ChainState, 'chain' | 'next'>,
  mode: ChainMode,
): ChainIdiom | undefined {
  const candidates = goingOn(index, state, mode);
  const lasting = candidates.slice(0, HINT_LOOKAHEAD).find((idiom) => {
    const after = { idiom: idiom.idiom, pinyin: idiom.pinyin, by: 'pupil' as const, points: 0 };
    return openOnes(index, { chain: [...state.chain, after], next: endOf(idiom) }, mode).length > 0;
  });
  return lasting ?? candidates[0];
}

/**
 * The computer's idiom for this turn, one of the best few the pupil can go on from; undefined (it
 * gives up) when none can: after an idiom no unused known one follows, the pupil would get no hint.
 */
export function computerMove(
  index: KnownIdiomIndex,
  state: Pick<ChainState, 'chain' | 'next'>,
  mode: ChainMode,
  random: () => number,
): ChainIdiom | undefined {
  const choices = openOnes(index, state, mode).slice(0, CHOICE_WIDTH);
  return choices[Math.floor(random() * choices.length)];
}

/** The opening idiom (undefined before any idiom is imported): a four-character one of our stories or the reviewed list with several known idioms to follow it. */
export function openingMove(index: KnownIdiomIndex, mode: ChainMode, random: () => number): ChainIdiom | undefined {
  const openers = index.all.filter(
    (idiom) =>
      idiom.tier <= 1 &&
      Array.from(idiom.idiom).length === 4 &&
      index.following(endOf(idiom), mode === 'syllable').length >= 3,
  );
  const pool = openers.length > 0 ? openers : index.all;
  return pool[Math.floor(random() * pool.length)];
}

/** One fitting idiom (see hintIdiom) with one character after the first hidden as ○; '' when none fits. */
export function hintFor(
  index: KnownIdiomIndex,
  state: Pick<ChainState, 'chain' | 'next'>,
  mode: ChainMode,
  random: () => number,
): string {
  const idiom = hintIdiom(index, state, mode);
  if (!idiom) return '';
  const chars = Array.from(idiom.idiom);
  const hidden = 1 + Math.floor(random() * (chars.length - 1));
  return chars.map((char, i) => (i === hidden ? '○' : char)).join('');
}

/** Points of the pupil's idiom: less when a hint was asked for this turn. */
export const movePoints = (state: Pick<ChainState, 'hint'>) =>
  state.hint === '' ? CHAIN_POINTS.own : CHAIN_POINTS.hinted;

/** The round's points: the pupil's idioms, and the bonus when the computer gave up. */
export function roundPoints(chain: ChainRound['chain'], won: boolean): number {
  return chain.reduce((sum, link) => sum + link.points, 0) + (won ? CHAIN_POINTS.win : 0);
}
