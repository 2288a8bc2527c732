import { testEngines } from '@yuwen/db/testing';
import { type Account, CODE } from '@yuwen/protocol';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  generateQuestions,
  isCorrect,
  type PoolPoem,
  type StoredQuestion,
  versesOf,
} from '../src/modules/poem-test/poem-test.generate.js';
import { auth, type CallMethod, type CallValues, callApi } from './accounts-helpers.js';
import { JING_YE_SI, seedPoems } from './catalogue-fixture.js';
import { createTestApp, signUpPupil, type TestApp } from './test-app.js';

const POEMS: PoolPoem[] = [
  { id: 1, ...JING_YE_SI },
  {
    id: 2,
    title: '春晓',
    author: '孟浩然',
    dynasty: '唐',
    content: '春眠不觉晓，处处闻啼鸟。\n夜来风雨声，花落知多少。',
  },
  {
    id: 3,
    title: '登鹳雀楼',
    author: '王之涣',
    dynasty: '唐',
    content: '白日依山尽，黄河入海流。\n欲穷千里目，更上一层楼。',
  },
  {
    id: 4,
    title: '江雪',
    author: '柳宗元',
    dynasty: '唐',
    content: '千山鸟飞绝，万径人踪灭。\n孤舟蓑笠翁，独钓寒江雪。',
  },
  {
    id: 5,
    title: '村居',
    author: '高鼎',
    dynasty: '清',
    content: '草长莺飞二月天，拂堤杨柳醉春烟。\n儿童散学归来早，忙趁东风放纸鸢。',
  },
  {
    id: 6,
    title: '元日',
    author: '王安石',
    dynasty: '宋',
    content: '爆竹声中一岁除，春风送暖入屠苏。\n千门万户曈曈日，总把新桃换旧符。',
  },
  {
    id: 7,
    title: '示儿',
    author: '陆游',
    dynasty: '宋',
    content: '死去元知万事空，但悲不见九州同。\n王师北定中原日，家祭无忘告乃翁。',
  },
  {
    id: 8,
    title: '小池',
    author: '杨万里',
    dynasty: '宋',
    content: '泉眼无声惜细流，树阴照水爱晴柔。\n小荷才露尖尖角，早有蜻蜓立上头。',
  },
];

/** A fixed pseudo-random sequence, so a test's questions are the same on every run. */
function seeded(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

const textOf = (id: number) => POEMS.find((p) => p.id === id)?.content ?? '';

describe('poem test questions (pure)', () => {
  it('cuts poems at punctuation into the lines pupils recite', () => {
    expect(versesOf('床前明月光，疑是地上霜。\n举头望明月，低头思故乡。')).toEqual([
      '床前明月光',
      '疑是地上霜',
      '举头望明月',
      '低头思故乡',
    ]);
  });

  it('cycles through the four kinds, one poem each, with answers that are true to the poems', () => {
    const questions = generateQuestions(POEMS, 8, seeded(7));
    expect(questions.map((q) => q.kind)).toEqual([
      'next_line',
      'author',
      'order',
      'missing_char',
      'next_line',
      'author',
      'order',
      'missing_char',
    ]);
    expect(new Set(questions.map((q) => q.poem_id)).size).toBe(8);
    for (const q of questions) {
      const verses = versesOf(textOf(q.poem_id));
      const poem = POEMS.find((p) => p.id === q.poem_id) as PoolPoem;
      if (q.kind === 'next_line') {
        expect(q.options[q.answer as number]).toBe(verses[verses.indexOf(q.prompt) + 1]);
        expect(q.options).toHaveLength(4);
      } else if (q.kind === 'author') {
        expect(q.options[q.answer as number]).toBe(`${poem.dynasty}·${poem.author}`);
      } else if (q.kind === 'order') {
        const inOrder = (q.answer as number[]).map((i) => q.options[i]);
        expect(verses.join('|')).toContain(inOrder.join('|'));
        expect(q.options).not.toEqual(inOrder);
      } else {
        const missing = q.options[q.answer as number] as string;
        expect(verses).toContain(q.prompt.replace('□', missing));
        expect(new Set(q.options).size).toBe(4);
      }
    }
  });

  it('marks choice and order answers', () => {
    const choice = { answer: 2 } as StoredQuestion;
    expect(isCorrect(choice, 2)).toBe(true);
    expect(isCorrect(choice, 1)).toBe(false);
    expect(isCorrect(choice, null)).toBe(false);
    const order = { answer: [2, 0, 1] } as StoredQuestion;
    expect(isCorrect(order, [2, 0, 1])).toBe(true);
    expect(isCorrect(order, [0, 1, 2])).toBe(false);
    expect(isCorrect(order, 2)).toBe(false);
  });
});

describe.each(testEngines())('poem tests on %s', (engine) => {
  let t: TestApp;
  let pupil: Account;
  let other: Account;

  beforeEach(async () => {
    t = await createTestApp(engine);
    await seedPoems(
      t.database,
      [
        { key: 'bibei75', name: '小学必背古诗' },
        { key: 'sanzijing', name: '三字经' },
      ],
      [
        ...POEMS.map((p, i) => ({ ...p, collection: 'bibei75', sort: i + 1 })),
        { id: 50, collection: 'sanzijing', sort: 1, title: '三字经', author: '', dynasty: '', content: '人之初' },
      ],
    );
    pupil = await signUpPupil(t, 'ptest_p1', 'pw-ptest-p1');
    other = await signUpPupil(t, 'ptest_p2', 'pw-ptest-p2');
  });
  afterEach(async () => {
    await t.close();
  });

  const call = (method: CallMethod, url: string, values: CallValues) => callApi(t, method, url, values);

  /** The stored answers, read the way only the server can. */
  const storedQuestions = async (id: number) => {
    const row = await t.database.db
      .selectFrom('poem_tests')
      .select('questions')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return JSON.parse(row.questions) as StoredQuestion[];
  };

  it('generates a test without its answers, scores the handed-in answers and keeps the result', async () => {
    const created = await call('POST', '/api/study/user/poemTest', { ...auth(pupil), collection: 'bibei75', count: 4 });
    expect(created.code).toBe(CODE.ok);
    expect(created.data).toMatchObject({ collection: 'bibei75', collection_name: '小学必背古诗' });
    expect(created.data.questions).toHaveLength(4);
    expect(JSON.stringify(created.data)).not.toContain('"answer"');
    const stored = await storedQuestions(created.data.id);
    // All right except the first, which picks another option.
    const answers = stored.map((q, i) => (i === 0 ? ((q.answer as number) + 1) % q.options.length : q.answer));
    const result = await call('POST', '/api/study/user/poemTest/submit', {
      ...auth(pupil),
      id: created.data.id,
      answers: JSON.stringify(answers),
    });
    expect(result.code).toBe(CODE.ok);
    expect(result.data).toMatchObject({ total: 4, correct: 3, collection_name: '小学必背古诗' });
    expect(result.data.questions[0]).toMatchObject({
      is_correct: false,
      answer: answers[0],
      correct_answer: stored[0]?.answer,
      correct_text: stored[0]?.correct_text,
    });
    expect(result.data.questions.slice(1).every((q: { is_correct: boolean }) => q.is_correct)).toBe(true);

    const again = await call('POST', '/api/study/user/poemTest/submit', {
      ...auth(pupil),
      id: created.data.id,
      answers: JSON.stringify(answers),
    });
    expect(again).toMatchObject({ code: CODE.badRequest, msg: '这次测验已经交过卷了' });

    const history = await call('GET', '/api/study/user/poemTest', auth(pupil));
    expect(history.data).toMatchObject({ total: 1, list: [{ id: created.data.id, total: 4, correct: 3 }] });
    const shown = await call('GET', '/api/study/user/poemTest/result', { ...auth(pupil), id: created.data.id });
    expect(shown.data.questions[0].is_correct).toBe(false);
  });

  it('keeps each pupil’s tests to themselves', async () => {
    const created = await call('POST', '/api/study/user/poemTest', { ...auth(pupil), collection: 'bibei75', count: 4 });
    const theirs = await call('POST', '/api/study/user/poemTest/submit', {
      ...auth(other),
      id: created.data.id,
      answers: JSON.stringify([0, 0, [0, 1, 2, 3], 0]),
    });
    expect(theirs).toMatchObject({ code: CODE.notFound, msg: '测验不存在' });
    const result = await call('GET', '/api/study/user/poemTest/result', { ...auth(other), id: created.data.id });
    expect(result.code).toBe(CODE.notFound);
    expect((await call('GET', '/api/study/user/poemTest', auth(other))).data.total).toBe(0);
  });

  it('refuses unknown collections, too-small ones, and answers of the wrong count', async () => {
    expect((await call('POST', '/api/study/user/poemTest', { ...auth(pupil), collection: 'nope' })).code).toBe(
      CODE.notFound,
    );
    expect(await call('POST', '/api/study/user/poemTest', { ...auth(pupil), collection: 'sanzijing' })).toMatchObject({
      code: CODE.badRequest,
      msg: '这个诗集的诗文太少，出不了测验，请换一个诗集',
    });
    const created = await call('POST', '/api/study/user/poemTest', { ...auth(pupil), collection: 'bibei75', count: 4 });
    const short = await call('POST', '/api/study/user/poemTest/submit', {
      ...auth(pupil),
      id: created.data.id,
      answers: '[0]',
    });
    expect(short).toMatchObject({ code: CODE.badRequest, msg: '请提交全部 4 题的答案' });
    const broken = await call('POST', '/api/study/user/poemTest/submit', {
      ...auth(pupil),
      id: created.data.id,
      answers: 'not json',
    });
    expect(broken.code).toBe(CODE.badRequest);
  });
});
