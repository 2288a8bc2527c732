import { describe, expect, it } from 'vitest';
import { blankQuestion, type FormQuestion, paperTextOf } from '../../web/src/features/manage/paper-form';
import { parsePaperText } from '../src/modules/kszx/paper-text';

// The management page's paper form writes the text format; the server's reader must give back
// exactly the questions the teacher filled in (web: features/manage/paper-form.ts).
const q = (type: FormQuestion['type'], fill: Partial<FormQuestion>): FormQuestion => ({
  ...blankQuestion(type),
  ...fill,
});

describe('paper form text read back by parsePaperText', () => {
  it('gives back the head and all five types with their answers', () => {
    const pairs = [
      { left: '《静夜思》', right: '李白' },
      { left: '《咏鹅》', right: '骆宾王' },
      { left: '《春晓》', right: '孟浩然' },
      { left: '《悯农》', right: '李绅' },
    ];
    const text = paperTextOf({
      title: '第一单元小测',
      volume: '一年级上册',
      minutes: '15',
      questions: [
        q('radio', { section: '读音', prompt: '「天」的读音是哪一个？', options: ['tiān', 'tián', 'tiǎn'], right: 1 }),
        q('judge', { prompt: '「口」一共有三画。', truth: true }),
        q('judge', { prompt: '「人」一共有三画。', truth: false }),
        q('input', { section: '古诗填空', prompt: '床前（　　）光', hint: '《静夜思》唐·李白', answers: ['明月'] }),
        q('matching', { section: '作者连线', prompt: '把古诗和它的作者连起来。', pairs }),
        q('textarea', { prompt: '写一写你的好朋友。' }),
      ],
    });
    const paper = parsePaperText(text);
    if ('errors' in paper) throw new Error(paper.errors.join('；'));
    expect(paper).toMatchObject({ title: '第一单元小测', volume: 'g1a', minutes: 15 });
    const [radio, judgeTrue, judgeFalse, input, matching, textarea] = paper.questions;
    expect(paper.questions.map((x) => [x.section, x.type])).toEqual([
      ['读音', 'radio'],
      ['判断', 'judge'],
      ['判断', 'judge'],
      ['古诗填空', 'input'],
      ['作者连线', 'matching'],
      ['写话', 'textarea'],
    ]);
    expect(radio).toMatchObject({ prompt: '「天」的读音是哪一个？', options: ['tiān', 'tián', 'tiǎn'], answer: 1 });
    expect(radio?.answer_text).toBe('tián');
    expect(judgeTrue).toMatchObject({ prompt: '「口」一共有三画。', answer: true });
    expect(judgeFalse).toMatchObject({ prompt: '「人」一共有三画。', answer: false });
    expect(input).toMatchObject({ prompt: '床前（　　）光', hint: '《静夜思》唐·李白', answer: '明月' });
    expect(matching?.left).toEqual(pairs.map((p) => p.left));
    expect([...(matching?.right ?? [])].sort()).toEqual(pairs.map((p) => p.right).sort());
    // Each left item is joined with its own partner, wherever the column put it.
    const joined = matching?.answer as number[];
    expect(joined.map((r) => matching?.right[r])).toEqual(pairs.map((p) => p.right));
    expect(textarea).toMatchObject({ prompt: '写一写你的好朋友。', answer: null });
  });

  it('gives back every accepted answer of a 填空, and a 连线’s unjoined right items', () => {
    const paper = parsePaperText(
      paperTextOf({
        title: '小测',
        volume: '一年级上册',
        minutes: '10',
        questions: [
          q('input', { prompt: '「高兴」的近义词是（　　）', answers: ['快乐', '开心', '快乐'] }),
          q('matching', { prompt: '连一连', pairs: [{ left: '日', right: '太阳' }], extra: ['星星'] }),
        ],
      }),
    );
    if ('errors' in paper) throw new Error(paper.errors.join('；'));
    // A repeated answer is kept once.
    expect(paper.questions[0]).toMatchObject({ answer: '快乐', also: ['开心'], answer_text: '快乐 或 开心' });
    expect(paper.questions[1]).toMatchObject({ left: ['日'], right: ['太阳', '星星'], answer: [0] });
  });

  it('refuses a 填空 of more than five answers, and one with none', () => {
    const text = (answer: string) => `# 标题：小测\n# 册：g1a\n# 时间：5\n[填空] 填空\n题：填一填\n答案：${answer}`;
    expect(parsePaperText(text('一 | 二 | 三 | 四 | 五 | 六'))).toEqual({
      errors: ['第 4 行的题：填空题最多 5 个答案，用 | 隔开'],
    });
    expect(parsePaperText(text(' | '))).toEqual({ errors: ['第 4 行的题：缺少「答案：」'] });
  });

  it('gives back a 连线 of one pair and the longest 选择', () => {
    const options = ['甲', '乙', '丙', '丁', '戊', '己'];
    const paper = parsePaperText(
      paperTextOf({
        title: '小测',
        volume: '六年级下册',
        minutes: '120',
        questions: [
          q('matching', { prompt: '连一连', pairs: [{ left: '日', right: '太阳' }] }),
          q('radio', { prompt: '选一选', options, right: 5 }),
        ],
      }),
    );
    if ('errors' in paper) throw new Error(paper.errors.join('；'));
    expect(paper.volume).toBe('g6b');
    expect(paper.questions[0]).toMatchObject({ left: ['日'], right: ['太阳'], answer: [0] });
    expect(paper.questions[1]).toMatchObject({ options, answer: 5, answer_text: '己' });
  });
});
