import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type CatalogueRepository, type CharacterBrowseRow, type HzzyRepository, parseReadings } from '@yuwen/db';
import {
  CODE,
  COMPONENT_MIN_COMMON,
  type ComponentBuild,
  type ComponentSummary,
  MESSAGE,
  splitTone,
} from '@yuwen/protocol';
import { inSlices, nextTurn } from '../../lib/next-turn.js';
import { AppError } from '../../plugins/app-error.js';
import { MEDIA_DIRS } from '../media/media.service.js';
import { ComponentMatcher, type ComponentPair, type StrokeData } from './component-match.js';

/** Characters listed as a character's relatives on the formation page. */
const RELATIVES = 12;
/** Stroke files read at once while building. */
const READ_BATCH = 200;

interface ComponentIndex {
  rows: Map<string, CharacterBrowseRow>;
  /** component → its builds, common characters first. */
  builds: Map<string, ComponentPair[]>;
  parts: Map<string, ComponentPair>;
}

function toneless(reading: string): string {
  return splitTone(reading).syllable;
}

/** Does the component share a toneless syllable with the character (清 qīng ← 青 qīng)? */
function soundsAlike(char: { readings: string }, component: { readings: string } | undefined): boolean {
  if (!component) return false;
  const own = new Set(parseReadings(char.readings).map(toneless));
  return parseReadings(component.readings).some((r) => own.has(toneless(r)));
}

async function readStrokeData(char: string): Promise<StrokeData | undefined> {
  try {
    return JSON.parse(await readFile(join(MEDIA_DIRS.strokes, `${char}.json`), 'utf8')) as StrokeData;
  } catch {
    return undefined;
  }
}

/**
 * 组字: the radical + component pairs of the level-1 and level-2 characters, matched once per
 * server process on first use (about a second: the stroke data is an installed package and
 * radicals change only on import).
 */
export class ComponentService {
  private index: Promise<ComponentIndex> | undefined;

  constructor(
    private readonly hzzy: HzzyRepository,
    private readonly catalogue: CatalogueRepository,
  ) {}

  private load(): Promise<ComponentIndex> {
    if (!this.index) {
      this.index = this.build();
      this.index.catch(() => {
        this.index = undefined;
      });
    }
    return this.index;
  }

  /** Builds the index now (the server calls it once it listens, so no pupil waits for it). */
  ready(): Promise<void> {
    return this.load().then(() => undefined);
  }

  private async build(): Promise<ComponentIndex> {
    await nextTurn(); // started as the server begins listening: let start-up finish first
    const rows = (await this.hzzy.listTableCharacters()).filter((row) => row.level <= 2);
    const radicals = new Set(rows.map((row) => row.radical).filter(Boolean));
    const wanted = [...new Set([...rows.map((row) => row.char), ...radicals])];
    const data = new Map<string, StrokeData>();
    for (let i = 0; i < wanted.length; i += READ_BATCH) {
      const batch = wanted.slice(i, i + READ_BATCH);
      const read = await Promise.all(batch.map(readStrokeData));
      batch.forEach((char, j) => {
        const found = read[j];
        if (found?.medians) data.set(char, found);
      });
    }
    const matcher = new ComponentMatcher((char) => data.get(char));
    // Shapes and matching take about a second in all: let other requests through now and then.
    await inSlices(rows, (row) => matcher.add(row.char));
    const pairs: ComponentPair[] = [];
    await inSlices(rows, (row) => {
      const pair = matcher.match(row.char, row.radical);
      if (pair) pairs.push(pair);
    });
    const builds = new Map<string, ComponentPair[]>();
    for (const pair of pairs) builds.set(pair.component, [...(builds.get(pair.component) ?? []), pair]);
    // Rows come in table order (level 1 first, by frequency), so the lists already are.
    return {
      rows: new Map(rows.map((row) => [row.char, row])),
      builds,
      parts: new Map(pairs.map((p) => [p.char, p])),
    };
  }

  private reading(index: ComponentIndex, char: string): string {
    const row = index.rows.get(char);
    return row ? (parseReadings(row.readings)[0] ?? '') : '';
  }

  /** The components that build at least COMPONENT_MIN_COMMON level-1 characters. */
  async components(): Promise<ComponentSummary[]> {
    const index = await this.load();
    const list: ComponentSummary[] = [];
    for (const [component, pairs] of index.builds) {
      const common = pairs.filter((p) => index.rows.get(p.char)?.level === 1).length;
      if (common >= COMPONENT_MIN_COMMON) list.push({ component, reading: this.reading(index, component), common });
    }
    return list.sort(
      (a, b) =>
        b.common - a.common || (index.rows.get(a.component)?.sort ?? 0) - (index.rows.get(b.component)?.sort ?? 0),
    );
  }

  /** Each component with the level-1 characters it builds, when it builds at least `min` of them (组字 game). */
  async commonFamilies(
    min: number,
  ): Promise<{ component: string; builds: { id: number; char: string; radical: string }[] }[]> {
    const index = await this.load();
    const families = [];
    for (const [component, pairs] of index.builds) {
      const builds = pairs.flatMap((pair) => {
        const row = index.rows.get(pair.char);
        return row?.level === 1 ? [{ id: row.id, char: pair.char, radical: pair.radical }] : [];
      });
      if (builds.length >= min) families.push({ component, builds });
    }
    return families;
  }

  /** What a component builds with radicals; a component that builds nothing is not found. */
  async builds(component: string): Promise<{ component: string; reading: string; builds: ComponentBuild[] }> {
    const index = await this.load();
    const pairs = index.builds.get(component);
    if (!pairs) throw new AppError(CODE.notFound, `没有找到用「${component}」组成的字`);
    const base = index.rows.get(component);
    const builds = await Promise.all(
      pairs.map(async (pair): Promise<ComponentBuild> => {
        const row = index.rows.get(pair.char) as CharacterBrowseRow;
        const full = await this.catalogue.findCharacter(pair.char);
        return {
          id: row.id,
          char: row.char,
          radical: pair.radical,
          readings: parseReadings(row.readings),
          level: row.level,
          basic_paraphrase: full?.basic_paraphrase ?? '',
          sounds_alike: soundsAlike(row, base),
        };
      }),
    );
    return { component, reading: this.reading(index, component), builds };
  }

  /** The radical and other component of one character, with the characters sharing that component. */
  async parts(char: string) {
    const index = await this.load();
    const row = await this.catalogue.findCharacter(char);
    if (!row) throw new AppError(CODE.notFound, MESSAGE.characterNotFound);
    const pair = index.parts.get(char);
    const component = pair?.component ?? '';
    return {
      char,
      radical: pair?.radical ?? row.radical,
      structure: row.structure,
      formation: row.formation,
      stroke_count: row.stroke_count,
      component,
      component_reading: component ? this.reading(index, component) : '',
      sounds_alike: pair ? soundsAlike(row, index.rows.get(component)) : false,
      relatives: pair
        ? (index.builds.get(component) ?? [])
            .map((p) => p.char)
            .filter((c) => c !== char)
            .slice(0, RELATIVES)
        : [],
    };
  }
}
