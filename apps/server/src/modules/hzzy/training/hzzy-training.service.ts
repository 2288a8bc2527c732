import { type CharacterBrowseRow, HzzyTrainingRepository, type UserCharReviewRow } from '@yuwen/db';
import {
  BASIC_GROUP_SIZE,
  GAME_PAIRS,
  splitTone,
  type TrainAnswer,
  type TrainDetail,
  type TrainQuestion,
} from '@yuwen/protocol';
import {
  buildQuestions,
  type Dictation,
  type QuestionWord,
  questionChar,
  shuffled,
} from '../../../lib/character-questions.js';
import { chinaDayStart, DAY_MS } from '../../../lib/china-time.js';
import { AppError } from '../../../plugins/app-error.js';
import { type MediaService, pronunciationUrl, strokeDataUrl } from '../../media/media.service.js';
import type { ModuleDeps } from '../../module-deps.js';
import type { HzzyService } from '../hzzy.service.js';
import type { CommonWordIndex } from './common-words.service.js';
import { presentDetail, presentLevel, starsFor } from './hzzy-training.presenter.js';
import { scheduleReview } from './review-schedule.js';

/** How many due characters and 错字本 entries the review page lists at once. */
const REVIEW_LIST_SIZE = 50;
/** Wrong choices of review questions come from this many random level-1 characters. */
const REVIEW_POOL_SIZE = 40;

/**
 * 汉字测试, 汉字训练, the daily review, 部编汉字 and the matching game's points (issue 5). Every
 * answer updates the character's spaced-repetition state (review-schedule.ts); a miss puts it in
 * the pupil's 错字本 until it is answered right.
 */
export class HzzyTrainingService {
  constructor(
    private readonly repo: HzzyTrainingRepository,
    /** The app's one character service (ModuleDeps): its table and caches are every area's. */
    private readonly hzzy: HzzyService,
    private readonly media: MediaService,
    /** The app's one common-words index (ModuleDeps), shared with the other areas' services. */
    private readonly commonWords: CommonWordIndex,
  ) {}

  /** The common-words index, built on the first ask (the server asks once it listens). */
  wordIndex(): Promise<Map<string, QuestionWord[]>> {
    return this.commonWords.get();
  }

  /** The level-1 characters of one 基本字 group (training level `n` drills group `n`). */
  private async group(n: number): Promise<CharacterBrowseRow[]> {
    const start = (n - 1) * BASIC_GROUP_SIZE;
    const rows = (await this.hzzy.levelOne()).slice(start, start + BASIC_GROUP_SIZE);
    if (rows.length === 0) throw AppError.notFound('没有这一组汉字');
    return rows;
  }

  private async groupCount(): Promise<number> {
    return Math.ceil((await this.hzzy.levelOne()).length / BASIC_GROUP_SIZE);
  }

  /** Up to `count` random level-1 characters: wrong choices for questions about a few characters. */
  async randomLevelOne(count: number): Promise<CharacterBrowseRow[]> {
    return shuffled(await this.hzzy.levelOne(), Math.random).slice(0, count);
  }

  /** What questions about these characters need: their common words and (for dictation) recordings and strokes. */
  async questionMaterial(targets: readonly CharacterBrowseRow[]) {
    const [wordsOf, dictation] = await Promise.all([
      this.wordsOf(targets.map((row) => row.char)),
      this.dictation(targets),
    ]);
    return { wordsOf, dictation };
  }

  private async wordsOf(chars: readonly string[]): Promise<Map<string, QuestionWord[]>> {
    const index = await this.wordIndex();
    const words = new Map<string, QuestionWord[]>();
    for (const char of chars) {
      const list = index.get(char);
      if (list) words.set(char, list);
    }
    return words;
  }

  /** What dictation questions about these characters need: recordings and stroke data. */
  private async dictation(targets: readonly CharacterBrowseRow[]): Promise<Dictation> {
    const [recorded, withStrokes] = await Promise.all([
      this.media.recordingFiles(),
      this.repo.withStrokes(targets.map((row) => row.id)),
    ]);
    return {
      audioOf: (reading) => {
        const { syllable, tone } = splitTone(reading);
        return recorded.has(`${syllable}${tone}`) ? pronunciationUrl(syllable, tone) : '';
      },
      strokesOf: (char) => (withStrokes.has(char.id) ? strokeDataUrl(char.char) : ''),
    };
  }

  /**
   * Questions over a group, an open training level, or the pupil's due and missed characters;
   * with `write`, every third one is a dictation to write on the stroke checker.
   */
  async questions(
    userId: number,
    source: 'group' | 'level' | 'review',
    n: number,
    count: number,
    write = false,
    now = Date.now(),
  ): Promise<TrainQuestion[]> {
    let targets: CharacterBrowseRow[];
    let pool: CharacterBrowseRow[];
    if (source === 'review') {
      const due = await this.repo.listDue(userId, this.endOfToday(now), count);
      const wrong = await this.repo.listWrong(userId, count);
      const seen = new Set<number>();
      targets = [...due, ...wrong].filter((row) => !seen.has(row.id) && seen.add(row.id)).slice(0, count);
      pool = [...targets, ...(await this.randomLevelOne(REVIEW_POOL_SIZE))];
    } else {
      if (source === 'level') await this.assertLevelOpen(userId, n);
      targets = await this.group(n);
      pool = targets;
    }
    const [wordsOf, dictation] = await Promise.all([
      this.wordsOf(targets.map((row) => row.char)),
      write ? this.dictation(targets) : undefined,
    ]);
    return buildQuestions(targets.map(questionChar), pool.map(questionChar), wordsOf, count, Math.random, dictation);
  }

  private async assertLevelOpen(userId: number, level: number): Promise<void> {
    if (level > (await this.groupCount())) throw AppError.notFound('没有这一关');
    if (level === 1) return;
    const previous = (await this.repo.listLevels(userId)).find((row) => row.level === level - 1);
    if (!previous || previous.stars === 0) throw AppError.forbidden('请先通过上一关');
  }

  /** The answers must be about characters of this group. */
  private async groupAnswers(group: number, answers: readonly TrainAnswer[]): Promise<Map<number, CharacterBrowseRow>> {
    const members = new Map((await this.group(group)).map((row) => [row.id, row]));
    if (answers.some((a) => !members.has(a.char_id))) throw AppError.badRequest('答案与题目不符');
    return members;
  }

  /** Stores a finished round and moves each answered character's review; answers the stored detail. */
  private async record(
    userId: number,
    kind: 'hzcs' | 'hzxl',
    n: number,
    answers: readonly TrainAnswer[],
    chars: ReadonlyMap<number, CharacterBrowseRow>,
    now: number,
  ): Promise<TrainDetail> {
    const wrong = answers
      .filter((a) => !a.correct)
      .map((a) => ({ char_id: a.char_id, char: chars.get(a.char_id)?.char ?? '' }));
    const row = {
      user_id: userId,
      kind,
      number: n,
      total: answers.length,
      correct: answers.length - wrong.length,
      wrong: JSON.stringify(wrong),
      created_at: now,
    };
    const id = await this.repo.insertDetail(row);
    await this.applyAnswers(userId, answers, now);
    return presentDetail({ id, ...row });
  }

  /** Moves each character's review state by one answer; a miss enters the 错字本, a right answer leaves it. */
  async applyAnswers(userId: number, answers: readonly TrainAnswer[], now: number): Promise<void> {
    const states = await this.repo.reviewStates(
      userId,
      answers.map((a) => a.char_id),
    );
    const next: UserCharReviewRow[] = answers.map(({ char_id, correct }) => {
      const before = states.get(char_id);
      return {
        user_id: userId,
        char_id,
        ...scheduleReview(before, correct, now),
        wrong_count: correct ? 0 : (before?.wrong_count ?? 0) + 1,
        wrong_at: correct ? (before?.wrong_at ?? 0) : now,
      };
    });
    await this.repo.saveReviewStates(next);
  }

  /** Records a finished 汉字测试 of one group (UserTrainDetail). */
  async submitTest(userId: number, group: number, answers: readonly TrainAnswer[], now = Date.now()) {
    const chars = await this.groupAnswers(group, answers);
    return this.record(userId, 'hzcs', group, answers, chars, now);
  }

  /** The pupil's own tests and training rounds, latest first. */
  async details(userId: number, page: number, pageSize: number) {
    const { rows, total } = await this.repo.listDetails(userId, (page - 1) * pageSize, pageSize);
    return { list: rows.map(presentDetail), total, page, page_size: pageSize };
  }

  /** Every level with the pupil's stars; a level opens when the one before has at least a star. */
  async levels(userId: number) {
    const groups = await this.groupCount();
    const levelOne = await this.hzzy.levelOne();
    const stored = new Map((await this.repo.listLevels(userId)).map((row) => [row.level, row]));
    const levels = Array.from({ length: groups }, (_, i) => {
      const level = i + 1;
      const preview = levelOne
        .slice(i * BASIC_GROUP_SIZE, i * BASIC_GROUP_SIZE + 4)
        .map((row) => row.char)
        .join('');
      const unlocked = level === 1 || (stored.get(level - 1)?.stars ?? 0) > 0;
      return presentLevel(level, preview, stored.get(level), unlocked);
    });
    return { levels, total_stars: levels.reduce((sum, l) => sum + l.stars, 0) };
  }

  /** Records a round of an open level: its stars (60/80/100 → 1/2/3), the level's best, and whether the next opened. */
  async submitLevel(userId: number, level: number, answers: readonly TrainAnswer[], now = Date.now()) {
    await this.assertLevelOpen(userId, level);
    const chars = await this.groupAnswers(level, answers);
    const detail = await this.record(userId, 'hzxl', level, answers, chars, now);
    const stars = starsFor(detail.score);
    const best = await this.repo.saveLevel(userId, level, stars, detail.score, now);
    const preview = [...chars.values()]
      .slice(0, 4)
      .map((row) => row.char)
      .join('');
    return {
      detail,
      stars,
      level: presentLevel(level, preview, best, true),
      next_unlocked: best.stars > 0 && level < (await this.groupCount()),
    };
  }

  private endOfToday(now: number): number {
    return chinaDayStart(now) + DAY_MS - 1;
  }

  /** How many learned characters are due today (China time), the first of them, and the 错字本. */
  async reviewQueue(userId: number, now = Date.now()) {
    const until = this.endOfToday(now);
    const [dueCount, due, wrong] = await Promise.all([
      this.repo.countDue(userId, until),
      this.repo.listDue(userId, until, REVIEW_LIST_SIZE),
      this.repo.listWrong(userId, REVIEW_LIST_SIZE),
    ]);
    const [dueTiles, wrongTiles] = await Promise.all([this.hzzy.tiles(userId, due), this.hzzy.tiles(userId, wrong)]);
    return {
      due_count: dueCount,
      due: dueTiles,
      wrong: wrongTiles.map((tile, i) => ({ ...tile, wrong_count: wrong[i]?.wrong_count ?? 0 })),
    };
  }

  /** Records review answers on existing characters and answers how many remain due today. */
  async submitReview(userId: number, answers: readonly TrainAnswer[], now = Date.now()) {
    const known = await this.repo.charactersByIds(answers.map((a) => a.char_id));
    if (known.length !== answers.length) throw AppError.badRequest('答案与题目不符');
    await this.applyAnswers(userId, answers, now);
    return { reviewed: answers.length, due_count: await this.repo.countDue(userId, this.endOfToday(now)) };
  }

  async points(userId: number) {
    const row = await this.repo.getPoints(userId);
    return { total_points: row?.total_points ?? 0, best_round: row?.best_round ?? 0, rounds: row?.rounds ?? 0 };
  }

  /** A game round's points, the same in every mode (the call checks the mode): 10 a matched pair, and a point per second left when the board is cleared. */
  async recordGameRound(userId: number, matched: number, secondsLeft: number, now = Date.now()) {
    const points = matched * 10 + (matched === GAME_PAIRS ? secondsLeft : 0);
    const row = await this.repo.addPoints(userId, points, now);
    return { points, total_points: row.total_points, best_round: row.best_round, rounds: row.rounds };
  }
}

/** The training service of 汉字字源, and of the areas whose questions it makes (同步教学, 部编词语, 考试中心). */
export function trainingServiceFor({
  database,
  media,
  commonWords,
  hzzy,
}: Pick<ModuleDeps, 'database' | 'media' | 'commonWords' | 'hzzy'>): HzzyTrainingService {
  return new HzzyTrainingService(new HzzyTrainingRepository(database.db), hzzy, media, commonWords);
}
