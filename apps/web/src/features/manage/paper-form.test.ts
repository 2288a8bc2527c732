import { describe, expect, it } from 'vitest';
import {
  blankQuestion,
  type FormQuestion,
  formOfSource,
  moved,
  type PaperForm,
  paperFormErrors,
  paperTextOf,
  rightOrder,
} from './paper-form';

const question = (type: FormQuestion['type'], fill: Partial<FormQuestion>): FormQuestion => ({
  ...blankQuestion(type),
  ...fill,
});

const form = (questions: FormQuestion[]): PaperForm => ({
  title: '第一单元小测',
  volume: '一年级上册',
  minutes: '15',
  questions,
});

describe('paperTextOf', () => {
  it('writes the head and a 选择 with its options and the right one counted from 1', () => {
    const radio = question('radio', {
      section: '读音',
      prompt: '「天」的读音是哪一个？',
      options: ['tiān', 'tián', 'tiǎn'],
      right: 2,
    });
    expect(paperTextOf(form([radio]))).toBe(
      '# 标题：第一单元小测\n# 册：一年级上册\n# 时间：15\n\n[读音] 选择\n题：「天」的读音是哪一个？\n选项：tiān | tián | tiǎn\n答案：3',
    );
  });

  it('writes 判断 as 对 or 错, 填空 with its answer and 提示, 写话 with no answer', () => {
    const text = paperTextOf(
      form([
        question('judge', { prompt: '「口」一共有三画。', truth: false }),
        question('input', { section: '古诗填空', prompt: '床前（　　）光', hint: '《静夜思》', answers: ['明月'] }),
        question('textarea', { prompt: '写一写你的好朋友。' }),
      ]),
    );
    expect(text).toContain('[判断] 判断\n题：「口」一共有三画。\n答案：错');
    expect(text).toContain('[古诗填空] 填空\n题：床前（　　）光\n提示：《静夜思》\n答案：明月');
    expect(text.endsWith('[写话] 写话\n题：写一写你的好朋友。')).toBe(true);
  });

  it('writes 连线 with the right column out of the pairs’ order and each pair joined by number', () => {
    const pairs = [
      { left: '《静夜思》', right: '李白' },
      { left: '《咏鹅》', right: '骆宾王' },
      { left: '《春晓》', right: '孟浩然' },
    ];
    const text = paperTextOf(form([question('matching', { section: '作者连线', prompt: '连一连。', pairs })]));
    const right = /右：(.*)/.exec(text)?.[1]?.split(' | ') ?? [];
    const joins = /答案：(.*)/.exec(text)?.[1]?.split(' | ') ?? [];
    expect(text).toContain('左：《静夜思》 | 《咏鹅》 | 《春晓》');
    expect([...right].sort()).toEqual(pairs.map((p) => p.right).sort());
    expect(right).not.toEqual(pairs.map((p) => p.right));
    // Every join names the pair's own partner.
    expect(joins.map((j) => right[Number(j.split('-')[1]) - 1])).toEqual(pairs.map((p) => p.right));
  });

  it('writes every accepted answer of a 填空, separated by |', () => {
    const text = paperTextOf(
      form([question('input', { prompt: '「高兴」的近义词是（　　）', answers: ['快乐', ' 开心 '] })]),
    );
    expect(text).toContain('题：「高兴」的近义词是（　　）\n答案：快乐 | 开心');
  });

  it('keeps a 连线’s unjoined right items at the column’s end', () => {
    const q = question('matching', { prompt: '连一连', pairs: [{ left: '日', right: '太阳' }], extra: ['星星'] });
    expect(paperTextOf(form([q]))).toContain('左：日\n右：太阳 | 星星\n答案：1-1');
  });

  it('puts a pasted line break on one line, since the format is read line by line', () => {
    const text = paperTextOf(form([question('input', { prompt: '第一行\n第二行', answers: [' 明月 '] })]));
    expect(text).toContain('题：第一行 第二行\n答案：明月');
  });
});

describe('rightOrder', () => {
  it('is a reordering that never keeps two or more pairs in place, and the same for the same pairs', () => {
    for (let n = 1; n <= 8; n++) {
      const pairs = Array.from({ length: n }, (_, i) => ({ left: `左${i}`, right: `右${i}` }));
      const order = rightOrder(pairs);
      expect([...order].sort()).toEqual(pairs.map((_, i) => i));
      if (n > 1) expect(order).not.toEqual(pairs.map((_, i) => i));
      expect(rightOrder(pairs)).toEqual(order);
    }
  });
});

describe('paperFormErrors', () => {
  it('names each missing field in Chinese', () => {
    const radio = question('radio', { options: ['a', '', 'c|d'] });
    const judge = question('judge', {});
    const input = question('input', { prompt: '填一填' });
    const matching = question('matching', { prompt: '连一连', pairs: [{ left: 'a', right: '' }] });
    const errors = paperFormErrors({ title: '', volume: '', minutes: '0', questions: [radio, judge, input, matching] });
    expect(errors).toMatchObject({
      title: '请填写试卷标题',
      volume: '请选择册',
      minutes: '时间要 1 到 120 分钟',
      [`q${radio.id}.prompt`]: '请填写题目',
      [`q${radio.id}.option1`]: '请填写选项',
      [`q${radio.id}.option2`]: '选项里不能有「|」',
      [`q${radio.id}.options`]: '请选出正确的选项',
      [`q${judge.id}.truth`]: '请选择「对」或「错」',
      [`q${input.id}.answer0`]: '请填写答案',
      [`q${matching.id}.right0`]: '请填写右边',
    });
    expect(errors[`q${input.id}.prompt`]).toBeUndefined();
  });

  it('names a blank, a repeated or a | answer of a 填空, and wants one to five', () => {
    const blank = question('input', { prompt: '填一填', answers: ['快乐', ''] });
    const twice = question('input', { prompt: '填一填', answers: ['快乐', ' 快乐'] });
    const bar = question('input', { prompt: '填一填', answers: ['快乐|开心'] });
    const many = question('input', { prompt: '填一填', answers: ['一', '二', '三', '四', '五', '六'] });
    const none = question('input', { prompt: '填一填', answers: [] });
    expect(paperFormErrors(form([blank, twice, bar, many, none]))).toEqual({
      [`q${blank.id}.answer1`]: '请填写答案',
      [`q${twice.id}.answers`]: '有两个答案是一样的，删去一个吧',
      [`q${bar.id}.answer0`]: '答案里不能有「|」',
      [`q${many.id}.answers`]: '答案要 1 到 5 个',
      [`q${none.id}.answers`]: '答案要 1 到 5 个',
    });
  });

  it('names a blank or repeated 连线 decoy, and counts decoys in the right column’s eight', () => {
    const pairs = [{ left: '日', right: '太阳' }];
    const blank = question('matching', { prompt: '连一连', pairs, extra: ['星星', ' '] });
    const same = question('matching', { prompt: '连一连', pairs, extra: ['太阳'] });
    const many = question('matching', {
      prompt: '连一连',
      pairs,
      extra: ['一', '二', '三', '四', '五', '六', '七', '八'],
    });
    const fits = question('matching', { prompt: '连一连', pairs, extra: ['一', '二', '三', '四', '五', '六', '七'] });
    expect(paperFormErrors(form([blank, same, many, fits]))).toEqual({
      [`q${blank.id}.extra1`]: '请填写干扰项',
      [`q${same.id}.pairs`]: '右边的各项不能相同',
      [`q${many.id}.pairs`]: '右边最多 8 项（连线的对加干扰项）',
    });
  });

  it('asks for a question, and has nothing to say of a complete paper', () => {
    expect(paperFormErrors(form([])).questions).toBe('请至少添加一道题');
    expect(paperFormErrors(form([question('textarea', { prompt: '写一写。' })]))).toEqual({});
  });

  it('refuses a field over 200 characters and a section with brackets', () => {
    const q = question('textarea', { prompt: '长'.repeat(201), section: '[读音]' });
    expect(paperFormErrors(form([q]))).toEqual({
      [`q${q.id}.prompt`]: '最多 200 个字',
      [`q${q.id}.section`]: '栏目里不能有方括号',
    });
  });
});

describe('formOfSource', () => {
  it('fills the form from a saved paper, each type with its answer, so it writes the same text again', () => {
    const base = { section: '', hint: '', options: [], left: [], right: [], accepted: [] };
    const filled = formOfSource({
      id: 7,
      title: '第一单元小测',
      volume_key: 'g1a',
      volume_name: '一年级上册',
      minutes: 15,
      handed_in: 2,
      questions: [
        { ...base, type: 'radio', section: '读音', prompt: '选一选', options: ['a', 'b'], answer: 1 },
        { ...base, type: 'judge', prompt: '对不对', answer: false },
        { ...base, type: 'input', prompt: '填一填', answer: '快乐', accepted: ['快乐', '开心'] },
        {
          ...base,
          type: 'matching',
          prompt: '连一连',
          left: ['日', '月'],
          right: ['星', '月亮', '太阳'],
          answer: [2, 1],
        },
        { ...base, type: 'textarea', section: '写话', prompt: '写一写', answer: null },
      ],
    });
    expect(filled).toMatchObject({ title: '第一单元小测', volume: '一年级上册', minutes: '15' });
    const [radio, judge, input, matching, textarea] = filled.questions;
    expect(radio).toMatchObject({ section: '读音', options: ['a', 'b'], right: 1 });
    expect(judge).toMatchObject({ truth: false });
    expect(input).toMatchObject({ answers: ['快乐', '开心'] });
    expect(matching).toMatchObject({
      pairs: [
        { left: '日', right: '太阳' },
        { left: '月', right: '月亮' },
      ],
      extra: ['星'],
    });
    expect(textarea).toMatchObject({ section: '写话', prompt: '写一写' });
    expect(paperFormErrors(filled)).toEqual({});
    expect(paperTextOf(filled)).toContain('答案：快乐 | 开心');
  });
});

describe('moved', () => {
  it('swaps with the neighbour and keeps the list at either end', () => {
    expect(moved(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moved(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
  });
});
