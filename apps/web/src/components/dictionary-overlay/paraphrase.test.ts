import { describe, expect, it } from 'vitest';
import { parseAnalysis, parseBasicParaphrase, parseExtParaphrase } from './paraphrase';

describe('parseBasicParaphrase', () => {
  it('reads readings, numbered senses and labels', () => {
    const text = 'háng\n1. 行列：排成两行\n2. 〔量词〕用于成行的东西：两行字\n\nxíng\n1. 走：行走';
    expect(parseBasicParaphrase(text)).toEqual([
      {
        reading: 'háng',
        lines: [
          { number: '1', label: '', text: '行列：排成两行' },
          { number: '2', label: '〔量词〕', text: '用于成行的东西：两行字' },
        ],
      },
      { reading: 'xíng', lines: [{ number: '1', label: '', text: '走：行走' }] },
    ]);
  });

  it('reads an empty paraphrase as nothing', () => {
    expect(parseBasicParaphrase('')).toEqual([]);
  });
});

describe('parseExtParaphrase', () => {
  it('reads words with pinyin and explanation, and the no-words line', () => {
    expect(parseExtParaphrase('xué\n学习〔xué xí〕：获得知识。\n学校〔xué xiào〕\n\nxuē\n（暂无常用词语）')).toEqual([
      {
        reading: 'xué',
        lines: [
          { word: '学习', pinyin: 'xué xí', explanation: '获得知识。' },
          { word: '学校', pinyin: 'xué xiào', explanation: '' },
        ],
      },
      { reading: 'xuē', lines: [{ word: '', pinyin: '', explanation: '（暂无常用词语）' }] },
    ]);
  });
});

describe('parseAnalysis', () => {
  it('turns component images into image parts and keeps line breaks', () => {
    const text = '部首：<img class="character-component" src="/glyph/%E5%AD%90.svg" alt="子">（子）\n笔画：8画';
    expect(parseAnalysis(text)).toEqual([
      { kind: 'text', text: '部首：' },
      { kind: 'image', src: '/glyph/%E5%AD%90.svg', alt: '子' },
      { kind: 'text', text: '（子）' },
      { kind: 'break' },
      { kind: 'text', text: '笔画：8画' },
    ]);
  });

  it('never renders markup or foreign images', () => {
    expect(parseAnalysis('<img src="https://x.test/a.png" alt="a">&#60;b&#62;')).toEqual([
      { kind: 'text', text: '<b>' },
    ]);
  });
});
