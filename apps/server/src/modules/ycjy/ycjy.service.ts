import type { YcjyCheckRow, YcjyLessonRow, YcjyRepository } from '@yuwen/db';
import {
  YCJY_MESSAGES,
  YCJY_MONTHS,
  type YcjyCheckResult,
  type YcjyCheckScore,
  type YcjyLesson,
  type YcjyLessonTile,
  type YcjyQuestion,
  ycjyGradeName,
  ycjyMonthName,
} from '@yuwen/protocol';
import { AppError } from '../../plugins/app-error.js';
import { strokeDataUrl } from '../media/media.service.js';
import type { ZyqmService } from '../zyqm/zyqm.service.js';
import { buildCheck } from './check-builder.js';

interface LessonBody {
  word: string;
  icon: string;
  origin: string;
  stroke: string;
  /** Which stroke of the character it is; absent in a plan imported before it was recorded. */
  stroke_at?: number;
  rhyme: { title: string; lines: string[] };
  game: string;
  guide: string;
  cards: { text: string; icon: string }[];
}

/** The address a lesson picture is served at (a Noto Emoji drawing kept by the importer). */
export const iconUrl = (name: string) => `/ycjy-icon/${name}.svg`;

const bodyOf = (row: YcjyLessonRow) => JSON.parse(row.body) as LessonBody;
const firstReading = (readings: string) => (JSON.parse(readings) as string[])[0] ?? '';
const scoreOf = (row: YcjyCheckRow): YcjyCheckScore => ({
  score: row.score,
  right: row.right,
  total: row.total,
  created_at: row.created_at,
});

/** 幼儿教育: the plan by grade and month, a lesson with its character's ancient forms, and 家长测评. */
export class YcjyService {
  constructor(
    private readonly repo: YcjyRepository,
    private readonly zyqm: ZyqmService,
    private readonly now: () => number = Date.now,
  ) {}

  private async tiles(rows: readonly YcjyLessonRow[]): Promise<YcjyLessonTile[]> {
    const chars = await this.repo.characters(rows.map((r) => r.char));
    const reading = new Map(chars.map((c) => [c.char, firstReading(c.readings)]));
    return rows.map((row) => {
      const body = bodyOf(row);
      return {
        grade: row.grade,
        month: row.month,
        index: row.idx,
        char: row.char,
        pinyin: reading.get(row.char) ?? '',
        word: body.word,
        picture: iconUrl(body.icon),
      };
    });
  }

  async plan(userId: number, grade: number) {
    const [rows, checks] = await Promise.all([this.repo.gradeLessons(grade), this.repo.checks(userId, grade)]);
    const tiles = await this.tiles(rows);
    return {
      grade,
      grade_name: ycjyGradeName(grade),
      months: YCJY_MONTHS.map((month) => {
        const latest = checks.find((c) => c.month === month);
        return {
          month,
          name: ycjyMonthName(month),
          lessons: tiles.filter((t) => t.month === month),
          check: latest ? scoreOf(latest) : null,
        };
      }),
    };
  }

  async lesson(grade: number, month: number, index: number): Promise<YcjyLesson> {
    const row = (await this.repo.gradeLessons(grade)).find((r) => r.month === month && r.idx === index);
    if (!row) throw AppError.notFound(YCJY_MESSAGES.lesson);
    const [[tile], char, poem, categoryId, [facts]] = await Promise.all([
      this.tiles([row]),
      this.zyqm.char(row.char),
      this.repo.poem(row.poem_id),
      this.repo.lessonCategory(grade, month, index),
      this.repo.characters([row.char]),
    ]);
    const drawable = Number(facts?.has_strokes ?? 0) === 1;
    if (!tile || !poem) throw AppError.notFound(YCJY_MESSAGES.lesson);
    const body = bodyOf(row);
    return {
      ...tile,
      pinyin: char.pinyin,
      grade_name: ycjyGradeName(grade),
      stroke_count: char.stroke_count,
      forms: char.forms.map(({ script, picture }) => ({ script, picture })),
      meanings: char.meanings,
      origin: body.origin,
      stroke: body.stroke,
      // The page draws the stroke from the character's own data, so both come only when it has some.
      stroke_at: drawable ? (body.stroke_at ?? 0) : 0,
      stroke_data: drawable ? strokeDataUrl(row.char) : '',
      rhyme: body.rhyme,
      poem: {
        id: poem.id,
        title: poem.title,
        author: poem.author,
        dynasty: poem.dynasty,
        lines: poem.content.split('\n').filter((l) => l.trim() !== ''),
      },
      game: body.game,
      guide: body.guide,
      cards: [
        { text: row.char, picture: iconUrl(body.icon) },
        ...body.cards.map((c) => ({ text: c.text, picture: iconUrl(c.icon) })),
      ],
      category_id: categoryId ?? 0,
    };
  }

  /** The month's questions (from the month's lessons; distractors from the grade's). */
  private async questions(grade: number, month: number) {
    const rows = await this.repo.gradeLessons(grade);
    const toCheck = (r: YcjyLessonRow) => {
      const body = bodyOf(r);
      return { char: r.char, picture: iconUrl(body.icon), rhyme: body.rhyme.title };
    };
    const inMonth = rows.filter((r) => r.month === month);
    if (inMonth.length === 0) throw AppError.notFound(YCJY_MESSAGES.lesson);
    return buildCheck(inMonth.map(toCheck), rows.map(toCheck), `${grade}-${month}`);
  }

  async check(userId: number, grade: number, month: number) {
    const [{ questions }, checks] = await Promise.all([this.questions(grade, month), this.repo.checks(userId, grade)]);
    const latest = checks.find((c) => c.month === month);
    return {
      grade,
      grade_name: ycjyGradeName(grade),
      month,
      name: ycjyMonthName(month),
      questions: questions satisfies YcjyQuestion[],
      last: latest ? scoreOf(latest) : null,
    };
  }

  /** Marks every answer on the server and keeps the check. */
  async submit(userId: number, grade: number, month: number, answers: number[]): Promise<YcjyCheckResult> {
    const { questions, correct } = await this.questions(grade, month);
    const fits =
      answers.length === questions.length && answers.every((a, i) => a < (questions[i]?.choices.length ?? 0));
    if (!fits) throw AppError.badRequest(YCJY_MESSAGES.answers);
    const items = answers.map((answer, i) => ({
      num: i + 1,
      answer,
      correct: correct[i] ?? 0,
      right: answer === correct[i],
    }));
    const right = items.filter((i) => i.right).length;
    const row = await this.repo.addCheck({
      user_id: userId,
      grade,
      month,
      answers: JSON.stringify(answers),
      right,
      total: items.length,
      score: Math.round((right / items.length) * 100),
      created_at: this.now(),
    });
    return { ...scoreOf(row), items };
  }

  icon(name: string): Promise<string | undefined> {
    return this.repo.icon(name);
  }
}
