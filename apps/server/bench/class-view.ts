import type { Engine } from '@yuwen/db';
import { testEngines } from '@yuwen/db/testing';
import { chinaDate, DAY_MS } from '../src/lib/china-time.js';
import { auth } from '../test/accounts-helpers.js';
import { createTestApp, createUser, form, login, type TestApp } from '../test/test-app.js';
import { seedTextbook } from '../test/textbook-fixture.js';

/**
 * The budget of issue 17: the class view of a class of 50 pupils with 20 assignments (half 背诵 with
 * recordings handed in, some marked; half 听写 with three dictations each), in process through the
 * real routes, on SQLite (and PostgreSQL when TEST_POSTGRES_URL is set). `npm run bench` runs it and
 * holds it to < 100 ms p99; prints one JSON line, the figures per engine.
 */
const PUPILS = 50;
const ASSIGNMENTS = 20;
const RUNS = 300;

/** A class of PUPILS × ASSIGNMENTS with its work; answers the class view's address for its teacher. */
async function seed(t: TestApp): Promise<string> {
  await seedTextbook(t.database);
  const { db } = t.database;
  const teacherId = await createUser(t.database, 'bench_teacher', 'pw-bench-teacher');
  await db.updateTable('users').set({ role: 'teacher' }).where('id', '=', teacherId).execute();
  const teacher = await login(t.app, 'bench_teacher', 'pw-bench-teacher');
  const now = Date.now();
  const { id: classId } = await db
    .insertInto('classes')
    .values({ teacher_id: teacherId, name: '压力班', code: 'BENCH2', created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const pupils = await db
    .insertInto('users')
    .values(Array.from({ length: PUPILS }, (_, i) => ({ account: `bench_p${i}`, password_hash: 'x', created_at: now })))
    .returning('id')
    .execute();
  await db
    .insertInto('class_members')
    .values(pupils.map((p) => ({ class_id: classId, pupil_id: p.id, joined_at: now })))
    .execute();
  const lesson = await db.selectFrom('textbook_lessons').select('category_id').executeTakeFirstOrThrow();
  const assignments = await db
    .insertInto('assignments')
    .values(
      Array.from({ length: ASSIGNMENTS }, (_, i) => ({
        class_id: classId,
        kind: i % 2 ? 'dictation' : 'poem_recite',
        target_id: i % 2 ? lesson.category_id : 1,
        title: `作业${i}`,
        due_date: chinaDate(now + DAY_MS),
        created_by: teacherId,
        created_at: now - 1000,
      })),
    )
    .returning(['id', 'kind'])
    .execute();
  for (const p of pupils) {
    const { id: recitationId } = await db
      .insertInto('recitations')
      .values({
        user_id: p.id,
        poem_id: 1,
        module_id: 2002,
        file: `bench-${p.id}.webm`,
        mime: 'audio/webm',
        size: 1,
        resource_name: '静夜思',
        resource_p_name: '必背',
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const recite = assignments.filter((a) => a.kind === 'poem_recite');
    await db
      .insertInto('assignment_submissions')
      .values(
        recite.map((a, i) => ({
          assignment_id: a.id,
          pupil_id: p.id,
          recitation_id: recitationId,
          handed_in_at: now,
          mark: i % 2 ? 'good' : '',
          comment: i % 2 ? '很好' : '',
        })),
      )
      .execute();
    await db
      .insertInto('dictations')
      .values(
        Array.from({ length: 3 }, (_, i) => ({
          user_id: p.id,
          title: '听写',
          lesson_id: lesson.category_id,
          words: '["上下"]',
          wrong: i ? '[]' : '["下"]',
          total: 1,
          correct: i ? 1 : 0,
          score: i ? 100 : 0,
          created_at: now,
          submitted_at: now + i,
        })),
      )
      .execute();
  }
  return `/api/classes/class/view?${form({ ...auth(teacher), class_id: classId })}`;
}

async function bench(engine: Engine): Promise<{ engine: Engine; p50: number; p90: number; p99: number }> {
  const t = await createTestApp(engine);
  try {
    const url = await seed(t);
    const first = (await t.app.inject({ method: 'GET', url })).json();
    if (first.code !== 1 || first.data.cells.length !== PUPILS || first.data.cells[0].length !== ASSIGNMENTS) {
      throw new Error(`unexpected class view: ${first.msg}`);
    }
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      await t.app.inject({ method: 'GET', url });
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => Number((times[Math.floor(RUNS * q)] ?? 0).toFixed(1));
    return { engine, p50: at(0.5), p90: at(0.9), p99: at(0.99) };
  } finally {
    await t.close();
  }
}

const figures = [];
for (const engine of testEngines()) figures.push(await bench(engine));
process.stdout.write(`${JSON.stringify(figures)}\n`);
