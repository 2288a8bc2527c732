import { describe, expect, it } from 'vitest';
import { charsWithPinyin } from './chars-with-pinyin';

describe('charsWithPinyin', () => {
  it('pairs each Chinese character with its syllable', () => {
    expect(charsWithPinyin('清明', 'qīng míng')).toEqual([
      { char: '清', pinyin: 'qīng' },
      { char: '明', pinyin: 'míng' },
    ]);
  });

  it('gives punctuation no syllable, so the characters after it keep their own', () => {
    const cells = charsWithPinyin('爱则加诸膝，恶则坠诸渊', 'ài zé jiā zhū xī è zé zhuì zhū yuān');
    expect(cells[5]).toEqual({ char: '，', pinyin: '' });
    expect(cells[6]).toEqual({ char: '恶', pinyin: 'è' });
    expect(cells[10]).toEqual({ char: '渊', pinyin: 'yuān' });
  });

  it('skips spaces, and leaves what the pinyin does not cover unread', () => {
    expect(charsWithPinyin('外公 外婆', 'wài gōng wài pó').map((c) => c.pinyin)).toEqual(['wài', 'gōng', 'wài', 'pó']);
    expect(charsWithPinyin('东周（春秋）', 'dōng zhōu').slice(2, 4)).toEqual([
      { char: '（', pinyin: '' },
      { char: '春', pinyin: '' },
    ]);
    expect(charsWithPinyin('一心一意', 'yī xīn')[2]).toEqual({ char: '一', pinyin: '' });
  });
});
