import { createRequire } from 'node:module';
import { afterEach, describe, expect, it } from 'vitest';
import { JiebaSegmenter } from './jieba-segmenter.js';

const require = createRequire(import.meta.url);

describe('jieba in its own thread', () => {
  const open: JiebaSegmenter[] = [];
  const segmenter = (...args: ConstructorParameters<typeof JiebaSegmenter>) => {
    const made = new JiebaSegmenter(...args);
    open.push(made);
    return made;
  };
  afterEach(async () => {
    await Promise.all(open.splice(0).map((s) => s.close()));
  });

  it('answers each query with its own words, however many wait together', async () => {
    const warnings: unknown[] = [];
    const jieba = segmenter((error) => warnings.push(error));
    const queries = ['农夫 树桩', '守株待兔的故事', '精卫填海', '人之初'];
    const answers = await Promise.all(queries.map((q) => jieba.segment(q)));
    // Search mode: a long word and its parts.
    expect(answers).toEqual([
      ['农夫', ' ', '树桩'],
      ['守株待兔', '的', '故事'],
      ['精卫', '填海', '精卫填海'],
      ['人之初'],
    ]);
    expect(warnings).toEqual([]);
  });

  it('loads the dictionary in the worker, never in the server’s thread', async () => {
    const jieba = segmenter(() => {});
    jieba.start();
    expect(await jieba.segment('读书')).toContain('读书');
    const loadedHere = Object.keys(require.cache).filter((path) => path.includes('@node-rs/jieba'));
    expect(loadedHere).toEqual([]);
  });

  it('takes a query whole when the worker cannot load, and says so once', async () => {
    const warnings: unknown[] = [];
    const jieba = segmenter((error) => warnings.push(error), { jieba: '/nowhere/jieba.js', dict: '/nowhere/dict.js' });
    expect(await jieba.segment('农夫 树桩')).toEqual(['农夫 树桩']);
    expect(await jieba.segment('精卫')).toEqual(['精卫']);
    expect(warnings).toHaveLength(1);
  });

  it('answers a query still waiting when it closes, and every later one, whole', async () => {
    const warnings: unknown[] = [];
    const jieba = segmenter((error) => warnings.push(error));
    const waiting = jieba.segment('春眠不觉晓');
    await jieba.close();
    expect(await waiting).toEqual(['春眠不觉晓']);
    expect(await jieba.segment('处处闻啼鸟')).toEqual(['处处闻啼鸟']);
    expect(warnings).toEqual([]);
  });
});
