import { type CharacterBrowseRow, type CharacterMarkRow, parseReadings } from '@yuwen/db';
import type { CharacterTile, SyllableTone } from '@yuwen/protocol';
import { pronunciationUrl } from '../media/media.service.js';
import { markTone } from './pinyin-inventory.js';

/** A character tile with the pupil's marks (no row: never marked). */
export function presentTile(row: CharacterBrowseRow, marks: CharacterMarkRow | undefined): CharacterTile {
  return {
    id: row.id,
    char: row.char,
    readings: parseReadings(row.readings),
    stroke_count: row.stroke_count,
    level: row.level,
    learned: marks?.learned === 1,
    favorite: marks?.favorite === 1,
  };
}

/** What the pinyin pages know of one syllable and tone: a real recording, and a character read so. */
export interface SoundFacts {
  /** `syllable + tone` → a recording exists. */
  recorded: ReadonlySet<string>;
  /** `syllable + tone` → the most common character with that reading. */
  examples: ReadonlyMap<string, string>;
}

/**
 * One tone of a syllable. `shown` is the spelling to mark (the taught label, e.g. i for yi),
 * `syllable` the recording's name ('' when nothing reads it alone: no audio, honestly).
 */
export function presentTone(facts: SoundFacts, syllable: string, tone: number, shown = syllable): SyllableTone {
  const key = `${syllable}${tone}`;
  return {
    tone,
    mark: markTone(shown, tone),
    audio: syllable !== '' && facts.recorded.has(key) ? pronunciationUrl(syllable, tone) : '',
    example: syllable === '' ? '' : (facts.examples.get(key) ?? ''),
  };
}
