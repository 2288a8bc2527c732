import { randomBytes } from 'node:crypto';
import type {
  ExamAttemptRow,
  ExamPoemRow,
  ExamsRepository,
  TextbookLessonRow,
  TextbookRepository,
  TextbookUnitRow,
} from '@yuwen/db';
import {
  type AnswerValue,
  type Attempt,
  type PaperSource,
  QUESTION_TYPE_NAMES,
  type QuestionType,
  type TextbookVolumeSummary,
} from '@yuwen/protocol';
import type { CharacterJson } from 'hanzi-writer';
import { questionChar } from '../../lib/character-questions.js';
import { seededRandom } from '../../lib/seeded-random.js';
import { checkWriting } from '../../lib/stroke-check.js';
import { AppError } from '../../plugins/app-error.js';
import { requireRole, type SessionUser } from '../../plugins/auth.plugin.js';
import { Cached, type HzzyService } from '../hzzy/hzzy.service.js';
import type { HzzyTrainingService } from '../hzzy/training/hzzy-training.service.js';
import type { TextbookService } from '../tbjx/textbook.service.js';
import {
  parseAnswers,
  parseQuestions,
  presentAttempt,
  presentHistory,
  presentPaper,
  presentWrong,
} from './kszx.presenter.js';
import {
  buildPaper,
  FINAL_SHAPE,
  fitsQuestion,
  halfJoined,
  markAnswer,
  ofType,
  type PaperChar,
  type PaperMaterial,
  questionKey,
  type StoredQuestion,
  UNIT_SHAPE,
  writtenLines,
} from './paper-builder.js';
import { parsePaperText } from './paper-text.js';
import { REGION_MESSAGES, regionName, regionRelated } from './regions.js';

/** The seed of the papers every pupil of a volume shares. */
export const PAPER_SEED = 1;
const UNIT_TIME_S = 20 * 60;
const FINAL_TIME_S = 40 * 60;
/** A hand-in this late after the clock ran out still counts (the page hands in at zero; the network may lag). */
export const GRACE_MS = 30_000;
const HISTORY_SIZE = 50;
/**
 * Saves of one answer tried over fresh answers before giving up. Each round at least one of the
 * saves racing on an attempt goes through, so n saves at once need at most n rounds; PostgreSQL
 * runs them truly at once. Enough for every question of a long paper saved in the same moment.
 */
const SAVE_ROUNDS = 30;
const WRONG_BOOK_SIZE = 200;
/** Practice: this many questions, at most half of them from the 错题本. */
const PRACTICE_SIZE = 10;

export const MESSAGES = {
  closed: '考试时间已经到了，这份试卷已经收卷，不能再交了',
  handedIn: '这份试卷已经交过了',
  noAttempt: '没有这份答卷',
  busy: '这份答卷正在别处作答，请稍后再保存这道题',
  noPaper: '没有这份试卷',
  noVolume: '没有这一册课本',
  noQuestion: '没有这道题',
  wrongShape: '这道题的答案格式不对',
  noneOfType: '这一册还没有这类题目',
  halfJoined: (numbers: readonly number[]) => `第 ${numbers.join('、')} 题还有没连上的线，连完再交卷吧`,
};

interface VolumeMaterial {
  units: TextbookUnitRow[];
  lessons: TextbookLessonRow[];
  chars: Map<string, PaperChar>;
  wordsOf: PaperMaterial['wordsOf'];
  dictation: PaperMaterial['dictation'];
  poems: ExamPoemRow[];
}

interface RijileijiGroup {
  group: string;
  items: { text: string; poem_id: number }[];
}

/** The poem ids a lesson's classics and a unit's 日积月累 link to, each once, in book order. */
function poemIdsOf(units: readonly TextbookUnitRow[], lessons: readonly TextbookLessonRow[]): number[] {
  const fromLessons = lessons.flatMap((l) => (JSON.parse(l.classics) as { poem_id: number }[]).map((c) => c.poem_id));
  const fromUnits = units.flatMap((u) =>
    (JSON.parse(u.rijileiji) as RijileijiGroup[]).flatMap((g) => g.items.map((item) => item.poem_id)),
  );
  return [...new Set([...fromLessons, ...fromUnits])].filter((id) => id > 0);
}

/**
 * 考试中心 (issue 17): papers made from the textbook (the same seed, the same paper), attempts on
 * the clock with answers saved as they come, marking at hand-in, history, 错题本 and practice by type.
 */
export class KszxService {
  /** Volumes whose papers this server has made or found. */
  private readonly ensured = new Set<string>();
  private readonly materials = new Map<string, Cached<VolumeMaterial>>();

  constructor(
    private readonly repo: ExamsRepository,
    private readonly textbookRepo: TextbookRepository,
    private readonly textbook: TextbookService,
    private readonly hzzy: HzzyService,
    private readonly training: HzzyTrainingService,
    /** A character's stroke data (hanzi-writer-data's JSON), undefined when it has none. */
    private readonly strokeData: (char: string) => Promise<string | undefined>,
  ) {}

  /**
   * Whether each 写字 answer passes the stroke checker, replayed here on the character's stroke
   * data (the board shows no model); false for every other question.
   */
  private async writtenRight(questions: readonly StoredQuestion[], answers: readonly (AnswerValue | null)[]) {
    return Promise.all(
      questions.map(async (q, i) => {
        const lines = q.write ? writtenLines(answers[i]) : undefined;
        const data = lines ? await this.strokeData(q.write) : undefined;
        if (!lines || !data) return false;
        return (await checkWriting(JSON.parse(data) as CharacterJson, lines, { outline: false })).passed;
      }),
    );
  }

  /** Reads what every paper draws on (the common-words index, the character table) ahead of the first paper. */
  async ready(): Promise<void> {
    await Promise.all([this.training.wordIndex(), this.hzzy.rowsOf([]), this.textbook.volumes()]);
  }

  private async volumeByKey(key: string): Promise<TextbookVolumeSummary> {
    const volume = (await this.textbook.volumes()).find((v) => v.key === key);
    if (!volume) throw AppError.notFound(MESSAGES.noVolume);
    return volume;
  }

  /** Everything of a volume papers are made from, read once a minute (the textbook changes only on import). */
  private volumeMaterial(volume: TextbookVolumeSummary): Promise<VolumeMaterial> {
    let cached = this.materials.get(volume.key);
    if (!cached) {
      cached = new Cached(async () => {
        const [units, lessons] = await Promise.all([
          this.textbookRepo.listUnits(volume.id),
          this.textbookRepo.listLessons(volume.id),
        ]);
        const rows = await this.hzzy.rowsOf(new Set(lessons.flatMap((l) => [...l.shizi, ...l.xiezi])));
        const [{ wordsOf, dictation }, poems] = await Promise.all([
          this.training.questionMaterial(rows),
          this.repo.poemsByIds(poemIdsOf(units, lessons)),
        ]);
        const chars = new Map<string, PaperChar>(
          rows.map((row) => [row.char, { ...questionChar(row), strokeCount: row.stroke_count }]),
        );
        return { units, lessons, chars, wordsOf, dictation, poems };
      }, Date.now);
      this.materials.set(volume.key, cached);
    }
    return cached.get();
  }

  /** What a paper over a volume, or one unit of it, is made from. */
  async material(volume: TextbookVolumeSummary, unitKey?: string): Promise<PaperMaterial> {
    const { units, lessons, chars, wordsOf, dictation, poems } = await this.volumeMaterial(volume);
    const scopeUnits = unitKey ? units.filter((u) => u.key === unitKey) : units;
    const unitIds = new Set(scopeUnits.map((u) => u.category_id));
    const scopeLessons = lessons.filter((l) => unitIds.has(l.unit_id));
    const scopeIds = new Set(poemIdsOf(scopeUnits, scopeLessons));
    return {
      lessons: scopeLessons.map((l) => ({
        title: l.title,
        shizi: l.shizi,
        xiezi: l.xiezi,
        words: JSON.parse(l.words) as string[],
      })),
      chars,
      pool: [...chars.values()],
      wordsOf,
      dictation,
      poems: poems.filter((p) => scopeIds.has(p.id)),
      otherAuthors: [...new Set(poems.map((p) => p.author).filter((a) => a !== ''))],
    };
  }

  /** A paper's questions: the volume's, or one unit's when `unitKey` names it; the same seed, the same paper. */
  async generate(volumeKey: string, unitKey: string | undefined, seed: number): Promise<StoredQuestion[]> {
    const volume = await this.volumeByKey(volumeKey);
    return buildPaper(await this.material(volume, unitKey), unitKey ? UNIT_SHAPE : FINAL_SHAPE, seededRandom(seed));
  }

  /**
   * Makes the volume's shared papers the first time they are asked for on this server (one per unit
   * with characters, and the 期末); the unique source key keeps servers side by side from doubling them.
   */
  private async ensurePapers(volume: TextbookVolumeSummary, now: number): Promise<void> {
    if (this.ensured.has(volume.key)) return;
    const have = new Set((await this.repo.listPapers(volume.key, '')).map((p) => p.source_key));
    const units = await this.textbookRepo.listUnits(volume.id);
    const wanted = [
      ...units.map((u, i) => ({ key: u.key, title: `${volume.name} ${u.title}测试`, sort: i + 1 })),
      { key: undefined, title: `${volume.name} 期末测试`, sort: 0 },
    ].map((w) => ({ ...w, source: `gen:${w.key ?? volume.key}:${PAPER_SEED}` }));
    for (const w of wanted.filter((w) => !have.has(w.source))) {
      const questions = await this.generate(volume.key, w.key, PAPER_SEED);
      // A unit of pinyin only, without characters of its own, makes no paper.
      if (!questions.some((q) => q.type !== 'textarea')) continue;
      await this.repo.ensurePaper({
        source_key: w.source,
        kind: w.key ? 'unit' : 'final',
        title: w.title,
        volume_key: volume.key,
        unit_sort: w.sort,
        time_limit_s: w.key ? UNIT_TIME_S : FINAL_TIME_S,
        questions: JSON.stringify(questions),
        created_at: now,
      });
    }
    this.ensured.add(volume.key);
  }

  /** A volume's papers; with `region` (a GB/T 2260 code), only those of that area (`regionRelated`). */
  async papers(userId: number, volumeKey: string, kind: string, region = '', now = Date.now()) {
    if (region && regionName(region) === undefined) throw AppError.badRequest(REGION_MESSAGES.noRegion);
    const volume = await this.volumeByKey(volumeKey);
    await this.ensurePapers(volume, now);
    const listed = await this.repo.listPapers(volume.key, kind);
    const rows = region ? listed.filter((row) => regionRelated(row.region, region)) : listed;
    const state = await this.repo.pupilState(
      userId,
      rows.map((r) => r.id),
      now,
    );
    return rows.map((row) => presentPaper(row, volume.name, state.get(row.id)));
  }

  private async findPaper(id: number) {
    const paper = await this.repo.findPaper(id);
    if (!paper) throw AppError.notFound(MESSAGES.noPaper);
    return paper;
  }

  async paper(userId: number, id: number, now = Date.now()) {
    const row = await this.findPaper(id);
    const volume = await this.volumeByKey(row.volume_key);
    const state = await this.repo.pupilState(userId, [row.id], now);
    return presentPaper(row, volume.name, state.get(row.id));
  }

  /** Starts the paper, or answers the open attempt at it: a reload does not restart the clock. */
  async start(userId: number, paperId: number, now = Date.now()): Promise<Attempt> {
    const paper = await this.findPaper(paperId);
    const open = (await this.repo.pupilState(userId, [paper.id], now)).get(paper.id)?.open ?? 0;
    if (open > 0) return this.attempt(userId, open, now);
    const questions = parseQuestions(paper.questions);
    const id = await this.repo.insertAttempt({
      user_id: userId,
      paper_id: paper.id,
      mode: 'paper',
      title: paper.title,
      volume_key: paper.volume_key,
      secret: randomBytes(12).toString('hex'),
      questions: paper.questions,
      answers: JSON.stringify(questions.map(() => null)),
      time_limit_s: paper.time_limit_s,
      started_at: now,
      deadline_at: now + paper.time_limit_s * 1000,
    });
    return this.attempt(userId, id, now);
  }

  /** The pupil's own attempt; another pupil's is "not found", like one that does not exist. */
  private async ownAttempt(userId: number, id: number): Promise<ExamAttemptRow> {
    const row = await this.repo.findAttempt(id);
    if (!row || row.user_id !== userId) throw AppError.notFound(MESSAGES.noAttempt);
    return row;
  }

  async attempt(userId: number, id: number, now = Date.now()): Promise<Attempt> {
    return presentAttempt(await this.ownAttempt(userId, id), now);
  }

  /** An attempt that may still take answers: not handed in, and its clock (with the grace) not run out. */
  private async openAttempt(userId: number, id: number, now: number): Promise<ExamAttemptRow> {
    const row = await this.ownAttempt(userId, id);
    if (Number(row.submitted_at) > 0) throw AppError.badRequest(MESSAGES.handedIn);
    const deadline = Number(row.deadline_at);
    if (deadline > 0 && now > deadline + GRACE_MS) throw AppError.badRequest(MESSAGES.closed);
    return row;
  }

  /**
   * Saves one question's answer and leaves the others as they are on the server: the write goes
   * through only if no other save came in between (two tabs on one attempt), else it is made again
   * over the fresh answers.
   */
  async saveAnswer(userId: number, id: number, index: number, answer: AnswerValue | null, now = Date.now()) {
    for (let round = 0; round < SAVE_ROUNDS; round++) {
      const row = await this.openAttempt(userId, id, now);
      const question = parseQuestions(row.questions)[index];
      if (!question) throw AppError.badRequest(MESSAGES.noQuestion);
      if (answer !== null && !fitsQuestion(question, answer)) throw AppError.badRequest(MESSAGES.wrongShape);
      const answers = parseAnswers(row.answers);
      answers[index] = answer;
      if (await this.repo.saveAnswers(id, JSON.stringify(answers), row.answers)) return { saved: true };
    }
    throw AppError.failed(MESSAGES.busy);
  }

  /**
   * Marks the saved answers. Wrong ones enter the 错题本 (写话 waits for a teacher and does not);
   * in practice, right ones leave it.
   */
  async submit(userId: number, id: number, now = Date.now()): Promise<Attempt> {
    const row = await this.openAttempt(userId, id, now);
    const questions = parseQuestions(row.questions);
    const answers = parseAnswers(row.answers);
    const half = halfJoined(questions, answers);
    if (half.length > 0) throw AppError.badRequest(MESSAGES.halfJoined(half));
    const written = await this.writtenRight(questions, answers);
    const marks = questions.map((q, i) => markAnswer(q, answers[i], written[i]));
    const marked = marks.filter((m) => m !== null);
    const correct = marked.filter((m) => m).length;
    const result = {
      marks: JSON.stringify(marks),
      correct,
      total: marked.length,
      pending: marks.length - marked.length,
      score: marked.length > 0 ? Math.round((correct / marked.length) * 100) : 0,
      submitted_at: now,
    };
    if (!(await this.repo.submitAttempt(id, result))) throw AppError.badRequest(MESSAGES.handedIn);
    const wrong = questions.filter((q, i) => marks[i] === false && q.type !== 'textarea');
    await this.repo.addWrong(
      wrong.map((q) => ({
        user_id: userId,
        qkey: questionKey(q),
        type: q.type,
        volume_key: row.volume_key,
        question: JSON.stringify(q),
        last_wrong_at: now,
      })),
    );
    if (row.mode === 'practice') {
      await this.repo.removeWrong(userId, questions.filter((_, i) => marks[i] === true).map(questionKey));
    }
    return presentAttempt({ ...row, ...result }, now);
  }

  async history(userId: number) {
    return (await this.repo.listSubmitted(userId, HISTORY_SIZE)).map(presentHistory);
  }

  async wrongBook(userId: number) {
    return (await this.repo.listWrong(userId, WRONG_BOOK_SIZE)).map(presentWrong);
  }

  /** An untimed round of one type over a volume: the 错题本's questions of that type first, then new ones. */
  async practice(userId: number, volumeKey: string, type: QuestionType, now = Date.now()): Promise<Attempt> {
    const volume = await this.volumeByKey(volumeKey);
    const wrong = (await this.repo.listWrong(userId, PRACTICE_SIZE / 2, { type, volumeKey })).map(
      (row) => JSON.parse(row.question) as StoredQuestion,
    );
    const fresh = ofType(await this.generate(volume.key, undefined, now % 2_147_483_647), type);
    const seen = new Set(wrong.map(questionKey));
    const questions = [...wrong, ...fresh.filter((q) => !seen.has(questionKey(q)))].slice(0, PRACTICE_SIZE);
    if (questions.length === 0) throw AppError.badRequest(MESSAGES.noneOfType);
    const id = await this.repo.insertAttempt({
      user_id: userId,
      paper_id: null,
      mode: 'practice',
      title: `${volume.name} ${QUESTION_TYPE_NAMES[type]}练习`,
      volume_key: volume.key,
      secret: randomBytes(12).toString('hex'),
      questions: JSON.stringify(questions),
      answers: JSON.stringify(questions.map(() => null)),
      time_limit_s: 0,
      started_at: now,
      deadline_at: 0,
    });
    return this.attempt(userId, id, now);
  }

  /** A paper read from the text format, with its volume; every mistake in it is named at once. */
  private async readPaper(text: string) {
    const parsed = parsePaperText(text);
    if ('errors' in parsed) throw AppError.badRequest(parsed.errors.slice(0, 5).join('；'));
    return { parsed, volume: await this.volumeByKey(parsed.volume) };
  }

  /** A paper a teacher or an admin wrote in the text format. */
  async importPaper(user: Pick<SessionUser, 'id' | 'role'>, text: string, now = Date.now()) {
    requireRole(user, 'teacher');
    const { parsed, volume } = await this.readPaper(text);
    const id = await this.repo.insertPaper({
      source_key: `custom:${randomBytes(12).toString('hex')}`,
      kind: 'custom',
      title: parsed.title,
      volume_key: volume.key,
      unit_sort: 0,
      time_limit_s: parsed.minutes * 60,
      questions: JSON.stringify(parsed.questions),
      created_at: now,
      author_id: user.id,
    });
    const row = await this.findPaper(id);
    return presentPaper(row, volume.name, undefined);
  }

  /** The papers a teacher wrote (an admin: all written ones), with their hand-ins. */
  async myPapers(user: Pick<SessionUser, 'id' | 'role'>) {
    requireRole(user, 'teacher');
    const rows = await this.repo.listCustom(user.role === 'admin' ? undefined : user.id);
    const [volumes, counts] = await Promise.all([
      this.textbook.volumes(),
      this.repo.attemptCounts(rows.map((r) => r.id)),
    ]);
    const names = new Map(volumes.map((v) => [v.key, v.name]));
    return rows.map((row) => ({
      ...presentPaper(row, names.get(row.volume_key) ?? '', undefined),
      created_at: Number(row.created_at),
      handed_in: counts.get(row.id) ?? 0,
    }));
  }

  /** A written paper its author (or an admin) may change; anyone else's, and a generated one, are "not found". */
  private async ownPaper(user: Pick<SessionUser, 'id' | 'role'>, id: number) {
    requireRole(user, 'teacher');
    const row = await this.repo.findPaper(id);
    if (row?.kind !== 'custom' || (user.role !== 'admin' && row.author_id !== user.id))
      throw AppError.notFound(MESSAGES.noPaper);
    return row;
  }

  /** Sets the province, city or county a written paper is for ('' for everyone); an unknown code is refused. */
  async setPaperRegion(user: Pick<SessionUser, 'id' | 'role'>, id: number, region: string) {
    await this.ownPaper(user, id);
    if (region && regionName(region) === undefined) throw AppError.badRequest(REGION_MESSAGES.noRegion);
    await this.repo.setRegion(id, region);
    return this.myPaper(user, id);
  }

  /** One written paper as the reader's list shows it. */
  private async myPaper(user: Pick<SessionUser, 'id' | 'role'>, id: number) {
    const mine = (await this.myPapers(user)).find((p) => p.id === id);
    if (!mine) throw AppError.notFound(MESSAGES.noPaper);
    return mine;
  }

  /** A written paper with its answers, for its author (or an admin) to change in the form. */
  async paperSource(user: Pick<SessionUser, 'id' | 'role'>, id: number): Promise<PaperSource> {
    const row = await this.ownPaper(user, id);
    const [volume, counts] = await Promise.all([this.volumeByKey(row.volume_key), this.repo.attemptCounts([id])]);
    return {
      id,
      title: row.title,
      volume_key: volume.key,
      volume_name: volume.name,
      minutes: Math.round(row.time_limit_s / 60),
      handed_in: counts.get(id) ?? 0,
      questions: parseQuestions(row.questions).map((q) => ({
        section: q.section,
        type: q.type,
        prompt: q.prompt,
        hint: q.hint,
        options: q.options,
        left: q.left,
        right: q.right,
        answer: q.answer,
        accepted: q.type === 'input' && typeof q.answer === 'string' ? [q.answer, ...(q.also ?? [])] : [],
      })),
    };
  }

  /**
   * Rewrites a written paper from the text format: its author, or an admin. Attempts already
   * started (and handed in) keep their own copy of the questions, so only new attempts change.
   */
  async updatePaper(user: Pick<SessionUser, 'id' | 'role'>, id: number, text: string) {
    await this.ownPaper(user, id);
    const { parsed, volume } = await this.readPaper(text);
    await this.repo.updatePaper(id, {
      title: parsed.title,
      volume_key: volume.key,
      time_limit_s: parsed.minutes * 60,
      questions: JSON.stringify(parsed.questions),
    });
    return this.myPaper(user, id);
  }

  /**
   * Takes a written paper off the lists: its author, or an admin; anyone else's paper and a paper
   * made from the textbook answer "not found". Attempts keep their copy of the questions and scores.
   */
  async deletePaper(user: Pick<SessionUser, 'id' | 'role'>, id: number, now = Date.now()): Promise<null> {
    await this.ownPaper(user, id);
    await this.repo.removePaper(id, now);
    return null;
  }

  /** The character of a 写字 question, for its stroke data; undefined unless the address is the attempt's own. */
  async strokeChar(attemptId: number, index: number, secret: string): Promise<string | undefined> {
    const row = await this.repo.findAttempt(attemptId);
    if (!row || row.secret !== secret) return undefined;
    return parseQuestions(row.questions)[index]?.write || undefined;
  }
}
