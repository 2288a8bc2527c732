import { type Kysely, sql } from 'kysely';
import type {
  BpzwCategoryKind,
  CompositionGuideRow,
  CompositionGuideTable,
  CompositionHandInRow,
  CompositionRow,
} from '../tables/bpzw.tables.js';
import type { Tables } from '../tables/tables.js';

/** A guide as the importer hands it over (its category named by key). */
export type GuideImport = Omit<CompositionGuideTable, 'id' | 'category_id' | 'sort'>;

/** One category as the importer hands it over: its key, place, and its guides or 素材. */
export interface BpzwCategoryImport {
  key: string;
  /** The parent's key, '' for a top category. */
  parent: string;
  kind: BpzwCategoryKind;
  name: string;
  guides: GuideImport[];
  materials: MaterialImport[];
}

/** A 素材: a word or a poem line and its note, with the poem or idiom it opens (none for 0 and ''). */
export interface MaterialImport {
  title: string;
  note: string;
  poem_id?: number;
  idiom?: string;
}

/** A category of the module with what it holds. */
export interface BpzwCategoryRow {
  id: number;
  pid: string;
  name: string;
  sort: number;
  key: string;
  kind: BpzwCategoryKind;
  count: number;
}

/** A listed entry of a category: a guide (its id) or a 素材 (id 0). */
export interface BpzwEntryRow {
  id: number;
  title: string;
  note: string;
  band: number;
  /** A poem line's poem, only when it has one. */
  poem_id?: number;
  /** A word's idiom, only when it is one. */
  idiom?: string;
}

export type CompositionSummaryRow = Omit<CompositionRow, 'body' | 'user_id' | 'created_at'>;

/** A hand-in as its pupil sees it on their composition. */
export type HandInOfComposition = Pick<
  CompositionHandInRow,
  'class_id' | 'count' | 'handed_at' | 'comment' | 'grade' | 'commented_at'
> & { class_name: string };

/** A hand-in as the teacher's list shows it (the text aside). */
export type HandInSummaryRow = Omit<CompositionHandInRow, 'body' | 'comment' | 'composition_id' | 'user_id'> & {
  class_name: string;
  nickname: string;
  account: string;
};

export type HandInRow = HandInSummaryRow & Pick<CompositionHandInRow, 'body' | 'comment'>;

const ROWS_PER_INSERT = 50;

/** 部编作文 (issue 16): categories, guides and 素材 (written by the importer), pupils' compositions. */
export class BpzwRepository {
  constructor(private readonly db: Kysely<Tables>) {}

  // ── Import ────────────────────────────────────────────────────────────────────────────────────

  /**
   * Writes the module's categories with their guides and 素材. Categories and guides are matched by
   * key, so both keep their ids (and links to them) across imports; those no longer made are removed.
   */
  async replaceCategories(moduleId: number, categories: readonly BpzwCategoryImport[]): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const known = new Map(
        (await trx.selectFrom('bpzw_categories').select(['key', 'category_id']).execute()).map((r) => [
          r.key,
          r.category_id,
        ]),
      );
      const guideIds = new Map(
        (await trx.selectFrom('composition_guides').select(['key', 'id']).execute()).map((r) => [r.key, r.id]),
      );
      const placed = new Map<string, number>();
      const keptGuides = new Set<string>();
      let sort = 0;
      for (const category of categories) {
        const pid = category.parent === '' ? 0 : placed.get(category.parent);
        if (pid === undefined) throw new Error(`category ${category.key} comes before its parent ${category.parent}`);
        const values = { module_id: moduleId, pid: String(pid), name: category.name, sort: ++sort };
        let id = known.get(category.key);
        if (id !== undefined) await trx.updateTable('resource_categories').set(values).where('id', '=', id).execute();
        else {
          id = (await trx.insertInto('resource_categories').values(values).returning('id').executeTakeFirstOrThrow())
            .id;
          await trx
            .insertInto('bpzw_categories')
            .values({ category_id: id, key: category.key, kind: category.kind })
            .execute();
        }
        await trx.updateTable('bpzw_categories').set({ kind: category.kind }).where('category_id', '=', id).execute();
        placed.set(category.key, id);
        const categoryId = id;
        for (const [i, guide] of category.guides.entries()) {
          const row = { ...guide, category_id: categoryId, sort: i + 1 };
          const guideId = guideIds.get(guide.key);
          if (guideId === undefined) await trx.insertInto('composition_guides').values(row).execute();
          else await trx.updateTable('composition_guides').set(row).where('id', '=', guideId).execute();
          keptGuides.add(guide.key);
        }
        await trx.deleteFrom('bpzw_materials').where('category_id', '=', categoryId).execute();
        // Every column named on every row: a multi-row insert may not leave one to its default.
        const rows = category.materials.map((m, i) => ({
          title: m.title,
          note: m.note,
          poem_id: m.poem_id ?? 0,
          idiom: m.idiom ?? '',
          category_id: categoryId,
          sort: i + 1,
        }));
        for (let i = 0; i < rows.length; i += ROWS_PER_INSERT)
          await trx
            .insertInto('bpzw_materials')
            .values(rows.slice(i, i + ROWS_PER_INSERT))
            .execute();
      }
      const goneGuides = [...guideIds].filter(([key]) => !keptGuides.has(key)).map(([, id]) => id);
      if (goneGuides.length > 0) await trx.deleteFrom('composition_guides').where('id', 'in', goneGuides).execute();
      const gone = [...known].filter(([key]) => !placed.has(key)).map(([, id]) => id);
      if (gone.length > 0) {
        await trx.deleteFrom('bpzw_materials').where('category_id', 'in', gone).execute();
        await trx.deleteFrom('composition_guides').where('category_id', 'in', gone).execute();
        await trx.deleteFrom('bpzw_categories').where('category_id', 'in', gone).execute();
        await trx.deleteFrom('resource_categories').where('id', 'in', gone).execute();
      }
    });
  }

  /** Idioms pupils know best (pupil rank 0–1) with our story's meaning and example, by rank then frequency. */
  goodIdioms(limit: number): Promise<{ idiom: string; meaning: string; example: string }[]> {
    return this.db
      .selectFrom('idioms')
      .innerJoin('idiom_stories', 'idiom_stories.idiom', 'idioms.idiom')
      .select(['idioms.idiom', 'idiom_stories.meaning', 'idiom_stories.example'])
      .where('idioms.pupil_rank', '<=', 1)
      .orderBy('idioms.pupil_rank')
      .orderBy('idioms.frequency', 'desc')
      .orderBy('idioms.id')
      .limit(limit)
      .execute();
  }

  /** The poems of these collections with these titles and authors (写作素材 takes its lines from the pupils' poems). */
  findPoems(
    collections: readonly string[],
    wanted: readonly { title: string; author: string }[],
  ): Promise<{ id: number; collection: string; title: string; author: string; content: string }[]> {
    if (wanted.length === 0 || collections.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('poems')
      .select(['id', 'collection', 'title', 'author', 'content'])
      .where('collection', 'in', [...collections])
      .where((eb) => eb.or(wanted.map((w) => eb.and([eb('title', '=', w.title), eb('author', '=', w.author)]))))
      .orderBy('id')
      .execute();
  }

  /** These idioms of the catalogue with our story's meaning where we wrote one (themed 写作素材). */
  findIdioms(idioms: readonly string[]): Promise<{ idiom: string; paraphrase: string; meaning: string | null }[]> {
    if (idioms.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('idioms')
      .leftJoin('idiom_stories', 'idiom_stories.idiom', 'idioms.idiom')
      .select(['idioms.idiom', 'idioms.paraphrase', 'idiom_stories.meaning'])
      .where('idioms.idiom', 'in', [...idioms])
      .execute();
  }

  // ── Reading ───────────────────────────────────────────────────────────────────────────────────

  /** The module's categories in order, with their kind and how many guides or 素材 each lists. */
  categories(moduleId: number): Promise<BpzwCategoryRow[]> {
    return this.db
      .selectFrom('resource_categories as c')
      .innerJoin('bpzw_categories as k', 'k.category_id', 'c.id')
      .select([
        'c.id',
        'c.pid',
        'c.name',
        'c.sort',
        'k.key',
        'k.kind',
        (eb) =>
          eb
            .selectFrom('composition_guides as g')
            .select(sql<number>`count(*)`.as('n'))
            .whereRef('g.category_id', '=', 'c.id')
            .as('guides'),
        (eb) =>
          eb
            .selectFrom('bpzw_materials as m')
            .select(sql<number>`count(*)`.as('n'))
            .whereRef('m.category_id', '=', 'c.id')
            .as('materials'),
      ])
      .where('c.module_id', '=', moduleId)
      .orderBy('c.sort')
      .orderBy('c.id')
      .execute()
      .then((rows) =>
        rows.map(({ guides, materials, ...row }) => ({ ...row, count: Number(guides ?? 0) + Number(materials ?? 0) })),
      );
  }

  /** A page of a category's entries: its guides, or its 素材. */
  async listEntries(
    categoryId: number,
    kind: BpzwCategoryKind,
    offset: number,
    limit: number,
  ): Promise<BpzwEntryRow[]> {
    if (kind === 'materials') {
      const rows = await this.db
        .selectFrom('bpzw_materials')
        .select(['title', 'note', 'poem_id', 'idiom'])
        .where('category_id', '=', categoryId)
        .orderBy('sort')
        .offset(offset)
        .limit(limit)
        .execute();
      return rows.map(({ poem_id, idiom, ...row }) => ({
        id: 0,
        band: 0,
        ...row,
        ...(Number(poem_id) > 0 ? { poem_id: Number(poem_id) } : {}),
        ...(idiom !== '' ? { idiom } : {}),
      }));
    }
    const rows = await this.db
      .selectFrom('composition_guides')
      .select(['id', 'title', 'intro', 'band'])
      .where('category_id', '=', categoryId)
      .orderBy('sort')
      .offset(offset)
      .limit(limit)
      .execute();
    return rows.map(({ intro, ...row }) => ({ ...row, note: (JSON.parse(intro) as string[])[0] ?? '' }));
  }

  findGuide(id: number): Promise<CompositionGuideRow | undefined> {
    return this.db.selectFrom('composition_guides').selectAll().where('id', '=', id).executeTakeFirst();
  }

  // ── Compositions ──────────────────────────────────────────────────────────────────────────────

  listCompositions(userId: number, limit: number): Promise<CompositionSummaryRow[]> {
    return this.db
      .selectFrom('compositions')
      .select(['id', 'title', 'sheet', 'count', 'updated_at'])
      .where('user_id', '=', userId)
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }

  /** A composition of this pupil's only: another pupil's id answers nothing. */
  findComposition(id: number, userId: number): Promise<CompositionRow | undefined> {
    return this.db
      .selectFrom('compositions')
      .selectAll()
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  async insertComposition(row: Omit<CompositionRow, 'id'>): Promise<number> {
    return (await this.db.insertInto('compositions').values(row).returning('id').executeTakeFirstOrThrow()).id;
  }

  /** Updates the pupil's own composition; false when there is none of theirs with that id. */
  async updateComposition(
    id: number,
    userId: number,
    values: Pick<CompositionRow, 'title' | 'body' | 'sheet' | 'count' | 'updated_at'>,
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('compositions')
      .set(values)
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async deleteComposition(id: number, userId: number): Promise<boolean> {
    const result = await this.db
      .deleteFrom('compositions')
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  // ── Hand-ins (the teacher's side) ─────────────────────────────────────────────────────────────

  /** The class's name when the pupil is in it and it is still in use; undefined otherwise. */
  async pupilClassName(classId: number, userId: number): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('classes as c')
      .innerJoin('class_members as m', 'm.class_id', 'c.id')
      .select('c.name')
      .where('c.id', '=', classId)
      .where('m.pupil_id', '=', userId)
      .where('c.archived_at', '=', 0)
      .executeTakeFirst();
    return row?.name;
  }

  /** Hands in a copy of the text; handing in to the same class again replaces it and clears the comment. */
  async handIn(row: Omit<CompositionHandInRow, 'id' | 'comment' | 'grade' | 'commented_at'>): Promise<void> {
    const { title, body, sheet, count, handed_at } = row;
    await this.db
      .insertInto('composition_hand_ins')
      .values(row)
      .onConflict((oc) =>
        oc
          .columns(['composition_id', 'class_id'])
          .doUpdateSet({ title, body, sheet, count, handed_at, comment: '', grade: '', commented_at: 0 }),
      )
      .execute();
  }

  /** Where a composition was handed, latest first. */
  handInsOf(compositionId: number): Promise<HandInOfComposition[]> {
    return this.db
      .selectFrom('composition_hand_ins as h')
      .innerJoin('classes as c', 'c.id', 'h.class_id')
      .select([
        'h.class_id',
        'c.name as class_name',
        'h.count',
        'h.handed_at',
        'h.comment',
        'h.grade',
        'h.commented_at',
      ])
      .where('h.composition_id', '=', compositionId)
      .orderBy('h.handed_at', 'desc')
      .execute();
  }

  /** Hand-ins to the teacher's own classes by pupils still in them; `id` or `classId` narrows it. */
  private teacherHandIns(teacherId: number) {
    return this.db
      .selectFrom('composition_hand_ins as h')
      .innerJoin('classes as c', 'c.id', 'h.class_id')
      .innerJoin('class_members as m', (join) =>
        join.onRef('m.class_id', '=', 'h.class_id').onRef('m.pupil_id', '=', 'h.user_id'),
      )
      .innerJoin('users as u', 'u.id', 'h.user_id')
      .where('c.teacher_id', '=', teacherId);
  }

  /** Waiting ones first, then the latest. */
  listTeacherHandIns(teacherId: number, classId: number | undefined, limit: number): Promise<HandInSummaryRow[]> {
    let query = this.teacherHandIns(teacherId).select([
      'h.id',
      'h.class_id',
      'c.name as class_name',
      'u.nickname',
      'u.account',
      'h.title',
      'h.sheet',
      'h.count',
      'h.handed_at',
      'h.grade',
      'h.commented_at',
    ]);
    if (classId !== undefined) query = query.where('h.class_id', '=', classId);
    return query
      .orderBy((eb) => eb.case().when('h.commented_at', '=', 0).then(0).else(1).end())
      .orderBy('h.handed_at', 'desc')
      .orderBy('h.id', 'desc')
      .limit(limit)
      .execute();
  }

  findTeacherHandIn(teacherId: number, id: number): Promise<HandInRow | undefined> {
    return this.teacherHandIns(teacherId)
      .select([
        'h.id',
        'h.class_id',
        'c.name as class_name',
        'u.nickname',
        'u.account',
        'h.title',
        'h.body',
        'h.sheet',
        'h.count',
        'h.handed_at',
        'h.comment',
        'h.grade',
        'h.commented_at',
      ])
      .where('h.id', '=', id)
      .executeTakeFirst();
  }

  async commentHandIn(id: number, values: Pick<CompositionHandInRow, 'comment' | 'grade' | 'commented_at'>) {
    await this.db.updateTable('composition_hand_ins').set(values).where('id', '=', id).execute();
  }
}
