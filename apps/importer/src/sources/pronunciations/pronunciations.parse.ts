import type { PronunciationTable } from '@yuwen/db';
import { splitTone } from '@yuwen/protocol';
import { readingSyllable } from '../../common/pinyin.js';

/** What a file of cnchar-data/voice turned out to be. */
export type RecordingKind = 'mpeg' | 'placeholder' | 'unknown';

/**
 * Pure: tells a real MPEG recording from the HTML "404 Not Found" pages saved as .mp3, by the
 * first bytes: an ID3 tag or an MPEG frame sync (11 set bits) is audio; '<' after optional
 * whitespace is a web page.
 */
export function classifyRecording(head: Uint8Array): RecordingKind {
  if (head[0] === 0x49 && head[1] === 0x44 && head[2] === 0x33) return 'mpeg'; // "ID3"
  if (head[0] === 0xff && ((head[1] ?? 0) & 0xe0) === 0xe0) return 'mpeg';
  const text = new TextDecoder().decode(head).trimStart();
  return text.startsWith('<') ? 'placeholder' : 'unknown';
}

/** `xue2.mp3` → xue 2; `lü4.mp3` → lv 4; anything else → undefined. */
export function parseRecordingName(file: string): { syllable: string; tone: number } | undefined {
  const match = /^([a-zü]+)([1-5])\.mp3$/.exec(file);
  return match ? splitTone(`${match[1]}${match[2]}`) : undefined;
}

export interface RecordingFile {
  file: string;
  kind: RecordingKind;
}

/**
 * Pure: one row per syllable and tone from the real recordings. The ü spellings duplicate the
 * v spellings byte for byte, so the v file (an ASCII URL) wins when both exist.
 */
export function buildPronunciations(files: readonly RecordingFile[]): {
  rows: PronunciationTable[];
  placeholders: string[];
  duplicates: string[];
  unreadable: string[];
} {
  const bySyllable = new Map<string, PronunciationTable>();
  const placeholders: string[] = [];
  const duplicates: string[] = [];
  const unreadable: string[] = [];
  for (const { file, kind } of [...files].sort((a, b) => a.file.localeCompare(b.file))) {
    const name = parseRecordingName(file);
    if (kind === 'placeholder') placeholders.push(file);
    else if (kind === 'unknown' || !name) unreadable.push(file);
    else {
      const key = `${name.syllable}${name.tone}`;
      const seen = bySyllable.get(key);
      if (!seen) bySyllable.set(key, { ...name, file });
      else if (file.includes('ü')) duplicates.push(file);
      else {
        duplicates.push(seen.file);
        bySyllable.set(key, { ...name, file });
      }
    }
  }
  const rows = [...bySyllable.values()].sort((a, b) => a.syllable.localeCompare(b.syllable) || a.tone - b.tone);
  return { rows, placeholders, duplicates, unreadable };
}

/**
 * Pure: a test for readings (tone-marked) without a recording, and the list of those among
 * `readings` as `syllable+tone` (o1, lian4), sorted.
 */
export function recordingLookup(rows: readonly PronunciationTable[]): {
  has(reading: string): boolean;
  missing(readings: Iterable<string>): string[];
} {
  const have = new Set(rows.map((r) => `${r.syllable}${r.tone}`));
  const key = (reading: string) => {
    const { syllable, tone } = readingSyllable(reading);
    return `${syllable}${tone}`;
  };
  return {
    has: (reading) => have.has(key(reading)),
    missing(readings) {
      const missing = new Set<string>();
      for (const reading of readings) if (!have.has(key(reading))) missing.add(key(reading));
      return [...missing].sort();
    },
  };
}
