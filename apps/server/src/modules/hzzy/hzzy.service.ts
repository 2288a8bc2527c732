import { type CharacterBrowseRow, type CharacterFilter, type HzzyRepository, parseReadings } from '@yuwen/db';
import {
  type AnnotatedChar,
  BASIC_GROUP_SIZE,
  type CharacterIndex,
  type CharacterMarks,
  type CharacterTile,
  type ChartCell,
  type PinyinAnswer,
  type SoundItem,
  splitTone,
} from '@yuwen/protocol';
import { AppError } from '../../plugins/app-error.js';
import { type MediaService, PRONUNCIATION_CACHE_MS } from '../media/media.service.js';
import { presentTile, presentTone, type SoundFacts } from './hzzy.presenter.js';
import {
  CHART_FINALS,
  CHART_INITIALS,
  COMPOUND_FINALS,
  chartPlace,
  INITIAL_READINGS,
  markTone,
  NASAL_FINALS,
  SIMPLE_FINALS,
  TONE_NAMES,
  TONE_SYLLABLE,
  WHOLE_SYLLABLES,
  writtenSyllable,
} from './pinyin-inventory.js';
import { annotateText } from './text-pinyin.js';

const TONES = [1, 2, 3, 4] as const;

/** A value computed from the catalogue, kept as long as the recordings list is (it changes only on import). */
export class Cached<T> {
  private entry: { value: Promise<T>; until: number } | undefined;

  constructor(
    private readonly load: () => Promise<T>,
    private readonly now: () => number,
  ) {}

  get(): Promise<T> {
    if (!this.entry || this.entry.until <= this.now()) {
      const value = this.load();
      this.entry = { value, until: this.now() + PRONUNCIATION_CACHE_MS };
      value.catch(() => {
        this.entry = undefined;
      });
    }
    return this.entry.value;
  }

  /** Loads afresh on the next ask. */
  clear(): void {
    this.entry = undefined;
  }
}

/**
 * `syllable + tone` of every reading of the table's characters → its most common character,
 * preferring one whose main reading it is (má → 麻 rather than 吗).
 */
function readingExamples(rows: readonly CharacterBrowseRow[]): Map<string, string> {
  const examples = new Map<string, string>();
  const readings = rows.map((row) => ({ char: row.char, readings: parseReadings(row.readings).map(splitTone) }));
  for (const mainOnly of [true, false]) {
    // Rows come level 1 first, in the table's order, so the first one seen is the most common.
    for (const row of readings) {
      for (const { syllable, tone } of mainOnly ? row.readings.slice(0, 1) : row.readings) {
        const key = `${syllable}${tone}`;
        if (/^[a-z]+$/.test(syllable) && !examples.has(key)) examples.set(key, row.char);
      }
    }
  }
  return examples;
}

/**
 * 汉字字源 (issue 5): the pinyin inventory with its real recordings, the character indexes of the
 * 字源字典, the level-1 characters in groups, and each pupil's learned / favourite marks.
 */
export class HzzyService {
  private readonly table: Cached<CharacterBrowseRow[]>;
  private readonly tableByChar: Cached<Map<string, CharacterBrowseRow>>;
  private readonly levelOneRows: Cached<CharacterBrowseRow[]>;
  private readonly pinyinAnswer: Cached<PinyinAnswer>;
  private readonly characterIndex: Cached<CharacterIndex>;

  constructor(
    private readonly repo: HzzyRepository,
    private readonly media: MediaService,
    now: () => number = Date.now,
  ) {
    this.table = new Cached(() => repo.listTableCharacters(), now);
    this.tableByChar = new Cached(async () => new Map((await this.table.get()).map((row) => [row.char, row])), now);
    this.levelOneRows = new Cached(async () => (await this.table.get()).filter((row) => row.level === 1), now);
    this.pinyinAnswer = new Cached(() => this.buildPinyin(), now);
    this.characterIndex = new Cached(() => this.buildIndex(), now);
  }

  /** Pinyin of a typed text in context, each reading with its recording where one exists. */
  async annotate(text: string): Promise<AnnotatedChar[]> {
    return annotateText(text, await this.media.recordingFiles());
  }

  /** The syllable inventory and chart, each syllable and tone with its recording when one exists. */
  pinyin(): Promise<PinyinAnswer> {
    return this.pinyinAnswer.get();
  }

  /** Every reading of the table's characters (`syllable + tone`) → its most common character. */
  async readingExamples(): Promise<Map<string, string>> {
    return readingExamples(await this.table.get());
  }

  /** After a teacher's recording came or went: the inventory is built again on the next ask. */
  recordingsChanged(): void {
    this.media.forgetRecordings();
    this.pinyinAnswer.clear();
  }

  private async buildPinyin(): Promise<PinyinAnswer> {
    const [files, rows] = await Promise.all([this.media.recordingFiles(), this.table.get()]);
    const facts: SoundFacts = { recorded: new Set(files.keys()), examples: readingExamples(rows) };
    const item = (label: string, syllable: string): SoundItem => ({
      label,
      syllable,
      reading: syllable === '' ? '' : markTone(syllable, 1),
      tones: TONES.map((tone) => presentTone(facts, syllable, tone, label)),
    });

    // Every syllable the catalogue reads or the recordings hold, with the tones it has.
    const tonesOf = new Map<string, Set<number>>();
    for (const key of [...facts.examples.keys(), ...facts.recorded]) {
      const { syllable, tone } = splitTone(key);
      // A recorded neutral tone is shown only where a character is read so (every syllable has one).
      if (tone === 5 && !facts.examples.has(key)) continue;
      const tones = tonesOf.get(syllable) ?? new Set<number>();
      tones.add(tone);
      tonesOf.set(syllable, tones);
    }
    const cells = new Map<string, ChartCell[]>(CHART_INITIALS.map((initial) => [initial, []]));
    const others: ChartCell[] = [];
    for (const [syllable, tones] of [...tonesOf].sort(([a], [b]) => a.localeCompare(b))) {
      const place = chartPlace(syllable);
      const cell: ChartCell = {
        final: place?.final ?? '',
        syllable: writtenSyllable(syllable),
        tones: [...tones].sort().map((tone) => presentTone(facts, syllable, tone)),
      };
      const row = place ? cells.get(place.initial) : undefined;
      if (row) row.push(cell);
      else others.push(cell);
    }
    const column = (final: string) => CHART_FINALS.indexOf(final);
    const unrecorded = [...facts.examples.keys()]
      .filter((key) => !facts.recorded.has(key))
      .map((key) => presentTone(facts, splitTone(key).syllable, splitTone(key).tone).mark)
      .sort();

    return {
      initials: INITIAL_READINGS.map(([label, syllable, tone]) => ({
        label,
        syllable,
        reading: markTone(syllable, tone),
        tones: [presentTone(facts, syllable, tone)],
      })),
      simple_finals: SIMPLE_FINALS.map(([label, syllable]) => item(label, syllable)),
      compound_finals: COMPOUND_FINALS.map(([label, syllable]) => item(label, syllable)),
      nasal_finals: NASAL_FINALS.map(([label, syllable]) => item(label, syllable)),
      whole_syllables: WHOLE_SYLLABLES.map((syllable) => item(syllable, syllable)),
      tones: [...TONES, 5].map((tone, i) => {
        const toned = presentTone(facts, TONE_SYLLABLE, tone);
        return {
          label: toned.mark,
          syllable: TONE_SYLLABLE,
          reading: toned.mark,
          tones: [toned],
          name: TONE_NAMES[i] ?? '',
        };
      }),
      chart: {
        finals: [...CHART_FINALS],
        rows: CHART_INITIALS.map((initial) => ({
          initial,
          cells: (cells.get(initial) ?? []).sort((a, b) => column(a.final) - column(b.final)),
        })),
        others,
      },
      recorded: facts.recorded.size,
      unrecorded,
    };
  }

  /** The radical, syllable and stroke-count indexes of the table's characters, with counts. */
  index(): Promise<CharacterIndex> {
    return this.characterIndex.get();
  }

  private async buildIndex(): Promise<CharacterIndex> {
    const rows = await this.table.get();
    const radicals = new Map<string, number>();
    const commonRadicals = new Map<string, number>();
    const syllables = new Map<string, number>();
    const strokes = new Map<number, number>();
    const missing = { radical: 0, stroke_count: 0 };
    const bump = <K>(map: Map<K, number>, key: K) => map.set(key, (map.get(key) ?? 0) + 1);
    for (const row of rows) {
      if (row.radical) bump(radicals, row.radical);
      else missing.radical++;
      if (row.radical && row.level === 1) bump(commonRadicals, row.radical);
      if (row.stroke_count > 0) bump(strokes, row.stroke_count);
      else missing.stroke_count++;
      for (const syllable of new Set(row.pinyin_plain.split(' ')))
        if (/^[a-z]+$/.test(syllable)) bump(syllables, syllable);
    }
    const radicalStrokes = await this.radicalStrokes([...radicals.keys()]);
    const byLetter = new Map<string, { syllable: string; count: number }[]>();
    for (const [syllable, count] of [...syllables].sort(([a], [b]) => a.localeCompare(b))) {
      const letter = syllable.slice(0, 1);
      byLetter.set(letter, [...(byLetter.get(letter) ?? []), { syllable, count }]);
    }
    return {
      radicals: [...radicals]
        .map(([radical, count]) => ({
          radical,
          strokes: radicalStrokes.get(radical) ?? 0,
          count,
          common: commonRadicals.get(radical) ?? 0,
        }))
        // By the radical's strokes as a 部首检字表 lists them (unknown last), then the bigger family first.
        .sort((a, b) => (a.strokes || 99) - (b.strokes || 99) || b.count - a.count),
      syllables: [...byLetter].map(([letter, list]) => ({ letter, syllables: list })),
      stroke_counts: [...strokes].sort(([a], [b]) => a - b).map(([stroke_count, count]) => ({ stroke_count, count })),
      missing,
    };
  }

  /** Each radical's stroke count: the catalogue's where it is a character, else its stroke data. */
  private async radicalStrokes(radicals: readonly string[]): Promise<Map<string, number>> {
    const known = await this.repo.strokeCountsOf(radicals);
    for (const radical of radicals.filter((r) => !known.has(r))) {
      const json = await this.media.strokeData(radical);
      if (json) known.set(radical, (JSON.parse(json) as { strokes: unknown[] }).strokes.length);
    }
    return known;
  }

  /** These characters as tiles with the user's own marks (also used by the training pages). */
  /** The catalogue rows of these characters, in the given order; characters outside the table are left out. */
  async rowsOf(chars: Iterable<string>): Promise<CharacterBrowseRow[]> {
    const byChar = await this.tableByChar.get();
    return [...chars].flatMap((char) => byChar.get(char) ?? []);
  }

  /** Which of these characters the user marked learned. */
  async learnedAmong(userId: number, rows: readonly CharacterBrowseRow[]): Promise<Set<number>> {
    const marks = await this.repo.marksOf(
      userId,
      rows.map((row) => row.id),
    );
    return new Set([...marks.values()].filter((mark) => mark.learned === 1).map((mark) => mark.char_id));
  }

  async tiles(userId: number, rows: readonly CharacterBrowseRow[]): Promise<CharacterTile[]> {
    return (await this.tileGroups(userId, [rows]))[0] ?? [];
  }

  /** Several groups of tiles with one look-up of the user's marks. */
  async tileGroups(userId: number, groups: readonly (readonly CharacterBrowseRow[])[]): Promise<CharacterTile[][]> {
    const marks = await this.repo.marksOf(
      userId,
      groups.flat().map((r) => r.id),
    );
    return groups.map((rows) => rows.map((row) => presentTile(row, marks.get(row.id))));
  }

  /** A page of one radical's, syllable's or stroke count's characters (of one level if given), with the user's marks. */
  async charactersBy(userId: number, filter: CharacterFilter, page: number, pageSize: number, level?: number) {
    const { rows, total } = await this.repo.listCharactersBy(filter, (page - 1) * pageSize, pageSize, level);
    return { list: await this.tiles(userId, rows), total, page, page_size: pageSize };
  }

  /** The level-1 characters (基本字) in the table's order: 汉字训练 drills them in groups. */
  levelOne(): Promise<CharacterBrowseRow[]> {
    return this.levelOneRows.get();
  }

  /** One group of level-1 characters in the table's order, and the user's progress over every group. */
  async basicGroup(userId: number, group: number) {
    const levelOne = await this.levelOne();
    const groupCount = Math.ceil(levelOne.length / BASIC_GROUP_SIZE);
    if (group > groupCount) throw AppError.notFound('没有这一组汉字');
    const positions = new Map(levelOne.map((row, i) => [row.sort, i]));
    const learnedPerGroup = new Array<number>(groupCount).fill(0);
    for (const sort of await this.repo.learnedLevelOneSorts(userId)) {
      const at = positions.get(sort);
      const index = at === undefined ? -1 : Math.floor(at / BASIC_GROUP_SIZE);
      if (index >= 0) learnedPerGroup[index] = (learnedPerGroup[index] ?? 0) + 1;
    }
    const start = (group - 1) * BASIC_GROUP_SIZE;
    return {
      group,
      group_size: BASIC_GROUP_SIZE,
      characters: await this.tiles(userId, levelOne.slice(start, start + BASIC_GROUP_SIZE)),
      groups: learnedPerGroup.map((learned, i) => {
        const members = levelOne.slice(i * BASIC_GROUP_SIZE, (i + 1) * BASIC_GROUP_SIZE);
        return {
          group: i + 1,
          preview: members
            .slice(0, 4)
            .map((r) => r.char)
            .join(''),
          size: members.length,
          learned,
        };
      }),
    };
  }

  /** Sets the user's own marks on a character. */
  async mark(
    userId: number,
    charId: number,
    marks: { learned?: boolean; favorite?: boolean },
    now = Date.now(),
  ): Promise<CharacterMarks> {
    if (!(await this.repo.characterExists(charId))) throw AppError.notFound('汉字不存在');
    const row = await this.repo.setMarks(userId, charId, marks, now);
    return { char_id: row.char_id, learned: row.learned === 1, favorite: row.favorite === 1 };
  }

  /** The user's own learned or favourite characters, latest first, with both totals. */
  async marked(userId: number, mark: 'learned' | 'favorite', page: number, pageSize: number) {
    const { rows, total, totals } = await this.repo.listMarked(userId, mark, (page - 1) * pageSize, pageSize);
    return {
      list: rows.map((row) => presentTile(row, { char_id: row.id, learned: row.learned, favorite: row.favorite })),
      total,
      page,
      page_size: pageSize,
      learned_total: totals.learned,
      favorite_total: totals.favorite,
    };
  }
}
