import { type AncientPair, type BuildPair, GAME_PAIRS } from '@yuwen/protocol';
import { shuffled } from '../../../lib/character-questions.js';

// The pairs of a 古文字配对 or 组字 round, drawn from what the data really has (pure, so tests can
// fix the random source).

/** A level-1 character and the scripts its ancient forms are in. */
export interface OriginChar {
  id: number;
  char: string;
  kinds: readonly string[];
}

/** 古文字配对: GAME_PAIRS characters that have ancient forms, each shown in one of its scripts. */
export function ancientRound(
  chars: readonly OriginChar[],
  scriptName: (kind: string) => string | undefined,
  pictureUrl: (id: number, kind: string) => string,
  random: () => number,
): AncientPair[] {
  const pairs: AncientPair[] = [];
  for (const { id, char, kinds } of shuffled(chars, random)) {
    const known = kinds.filter((kind) => scriptName(kind) !== undefined);
    const kind = shuffled(known, random)[0];
    if (kind === undefined) continue;
    pairs.push({ id, char, picture: pictureUrl(id, kind), script: scriptName(kind) as string });
    if (pairs.length === GAME_PAIRS) break;
  }
  return pairs;
}

/** A component and the common characters it builds with radicals. */
export interface BuildFamily {
  component: string;
  builds: readonly { id: number; char: string; radical: string }[];
}

/** Characters taken from one component, so the radical is what tells them apart (清 or 晴). */
const PER_FAMILY = 2;

/**
 * 组字: GAME_PAIRS characters, PER_FAMILY from each of a few components, so the pupil must weigh
 * both the component and the radical.
 */
export function buildRound(families: readonly BuildFamily[], random: () => number): BuildPair[] {
  const pairs: BuildPair[] = [];
  const taken = new Set<string>();
  for (const family of shuffled(families, random)) {
    const fresh = family.builds.filter((b) => !taken.has(b.char));
    for (const build of shuffled(fresh, random).slice(0, PER_FAMILY)) {
      if (pairs.length === GAME_PAIRS) return pairs;
      taken.add(build.char);
      pairs.push({ id: build.id, char: build.char, component: family.component, radical: build.radical });
    }
  }
  return pairs;
}
