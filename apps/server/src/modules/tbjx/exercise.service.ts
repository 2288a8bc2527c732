import type { TextbookExerciseRow, TextbookRepository } from '@yuwen/db';
import type { Exercise, ExerciseKind, ExerciseResult } from '@yuwen/protocol';
import { questionChar, shuffled } from '../../lib/character-questions.js';
import { AppError } from '../../plugins/app-error.js';
import type { HzzyService } from '../hzzy/hzzy.service.js';
import type { HzzyTrainingService } from '../hzzy/training/hzzy-training.service.js';
import {
  buildExercise,
  type LessonChar,
  markAnswers,
  type StoredQuestion,
  withoutAnswers,
} from './exercise-builder.js';
import type { TextbookService } from './textbook.service.js';

/** Wrong choices come from the lesson and this many random common characters. */
const POOL_SIZE = 40;
/** How many handed-in rounds of a lesson the history lists. */
const HISTORY_SIZE = 20;

type Mark = ReturnType<typeof markAnswers>[number];

function presentResult(row: TextbookExerciseRow): ExerciseResult {
  const marks = JSON.parse(row.marks || '[]') as Mark[];
  return {
    id: row.id,
    lesson_id: row.lesson_id,
    kind: row.kind as ExerciseKind,
    total: row.total,
    correct: row.correct,
    score: row.score,
    marks: marks.map(({ correct, answer, char }) => ({ correct, answer, char })),
    submitted_at: Number(row.submitted_at),
  };
}

/**
 * 识字 (bookSZ) and 作业 (bookZY): rounds generated from a lesson's characters, whose answers stay
 * on the server until the pupil hands the round in. Every answer moves the character's review (a
 * miss enters the 错字本); in 识字 a right answer also marks the character learned.
 */
export class ExerciseService {
  constructor(
    private readonly repo: TextbookRepository,
    private readonly textbook: TextbookService,
    private readonly hzzy: HzzyService,
    private readonly training: HzzyTrainingService,
  ) {}

  async start(userId: number, lessonId: number, kind: ExerciseKind, now = Date.now()): Promise<Exercise> {
    const lesson = await this.textbook.findLesson(lessonId);
    // 作业 writes the 会写 characters first; 识字 asks about all of them.
    const written = shuffled([...lesson.xiezi], Math.random);
    const chars =
      kind === 'zy'
        ? [...written, ...shuffled([...lesson.shizi], Math.random)]
        : shuffled([...lesson.shizi, ...lesson.xiezi], Math.random);
    const rows = await this.hzzy.rowsOf(new Set(chars));
    if (rows.length === 0) throw AppError.badRequest('这一课没有要练习的字');
    const targets: LessonChar[] = rows.map((row) => ({ ...questionChar(row), strokeCount: row.stroke_count }));
    const [extra, material] = await Promise.all([
      this.training.randomLevelOne(POOL_SIZE),
      this.training.questionMaterial(rows),
    ]);
    const pool = [...targets, ...extra.map(questionChar)];
    const questions = buildExercise(kind, targets, pool, material.wordsOf, material.dictation);
    const id = await this.repo.insertExercise({
      user_id: userId,
      lesson_id: lessonId,
      kind,
      questions: JSON.stringify(questions),
      total: questions.length,
      created_at: now,
    });
    return { id, lesson_id: lessonId, kind, questions: withoutAnswers(questions) };
  }

  async submit(userId: number, id: number, answers: readonly (number | boolean)[], now = Date.now()) {
    const row = await this.repo.findExercise(id);
    // Another pupil's round is "not found", like one that does not exist.
    if (!row || row.user_id !== userId) throw AppError.notFound('没有这份练习');
    if (Number(row.submitted_at) > 0) throw AppError.badRequest('这份练习已经交过了');
    const questions = JSON.parse(row.questions) as StoredQuestion[];
    if (answers.length !== questions.length) throw AppError.badRequest('答案与题目不符');
    const marks = markAnswers(questions, answers);
    const correct = marks.filter((m) => m.correct).length;
    const result = {
      marks: JSON.stringify(marks),
      correct,
      score: Math.round((correct / marks.length) * 100),
      submitted_at: now,
    };
    if (!(await this.repo.submitExercise(id, result))) throw AppError.badRequest('这份练习已经交过了');
    await this.training.applyAnswers(
      userId,
      marks.map((m) => ({ char_id: m.char_id, kind: 'read' as const, correct: m.correct })),
      now,
    );
    if (row.kind === 'sz') {
      for (const mark of marks) if (mark.correct) await this.hzzy.mark(userId, mark.char_id, { learned: true }, now);
    }
    return presentResult({ ...row, ...result });
  }

  async history(userId: number, lessonId: number): Promise<ExerciseResult[]> {
    await this.textbook.findLesson(lessonId);
    return (await this.repo.listSubmitted(userId, lessonId, HISTORY_SIZE)).map(presentResult);
  }
}
