import { compositionCount } from '@yuwen/protocol';
import { describe, expect, it } from 'vitest';
import { formOf, type GaozhiRow, layoutGaozhi, printPages, sheetRowCount } from './gaozhi-layout';

/** A row as text: '□' for an empty cell, a hung mark in brackets after its cell's character. */
const show = (row: GaozhiRow) =>
  row.map((cell) => (cell ? `${cell.text}${cell.hang && `[${cell.hang}]`}` : '□')).join('');
const shown = (title: string, body: string, columns?: number) => layoutGaozhi(title, body, columns).map(show);

describe('layoutGaozhi', () => {
  it('centres the title on the first row, and marks its cells as the title', () => {
    const rows = layoutGaozhi('我的妈妈', '');
    expect(rows.map(show)).toEqual(['□□□□□□□□我的妈妈□□□□□□□□']);
    expect(rows[0]?.filter((cell) => cell?.title)).toHaveLength(4);
    // An odd leftover puts the extra empty cell after the title.
    expect(shown('春天', '', 5)).toEqual(['□春天□□']);
    expect(shown('', '')).toEqual([]);
  });

  it('starts every paragraph two cells in, from a new row', () => {
    expect(shown('', '春天来了。\n花开了。', 10)).toEqual(['□□春天来了。□□□', '□□花开了。□□□□']);
  });

  it('keeps a comma that would start a row in the last cell of the row above', () => {
    // Eight cells of text after the indent fill a row of ten; the comma would start the next one.
    const rows = shown('', '一二三四五六七八，九十。', 10);
    expect(rows).toEqual(['□□一二三四五六七八[，]', '九十。□□□□□□□']);
  });

  it('keeps closing marks that follow each other together at the end of the row', () => {
    expect(shown('', '一二三四五六七八。”好', 10)).toEqual(['□□一二三四五六七八[。”]', '好□□□□□□□□□']);
  });

  it('never ends a row with an opening quotation mark: it starts the next row', () => {
    expect(shown('', '一二三四五六七“说”', 10)).toEqual(['□□一二三四五六七□', '“说”□□□□□□□']);
  });

  it('never splits a dash over two rows, and keeps an ellipsis with the row it ends', () => {
    expect(shown('', '一二三四五六七——好', 10)).toEqual(['□□一二三四五六七□', '——好□□□□□□□']);
    expect(shown('', '一二三四五六——好', 10)).toEqual(['□□一二三四五六——', '好□□□□□□□□□']);
    expect(shown('', '一二三四五六七……好', 10)).toEqual(['□□一二三四五六七…[…]', '好□□□□□□□□□']);
  });

  it('puts two letters or digits in a cell', () => {
    expect(shown('', '2024年ABC', 10)).toEqual(['□□2024年ABC□□□']);
    expect(compositionCount('2024年ABC')).toBe(5);
  });

  it('makes no empty row for a blank line and drops spaces typed to indent', () => {
    expect(shown('', '  小猫。\n\n   \n小狗。', 8)).toEqual(['□□小猫。□□□', '□□小狗。□□□']);
  });

  it('lets a long text run past its sheet, and the sheet draws every row', () => {
    const body = '字'.repeat(450);
    const rows = layoutGaozhi('长', body);
    // 18 on the first row, then 20 a row: 432 more need 22 rows, with the title 24 in all.
    expect(rows).toHaveLength(24);
    expect(sheetRowCount(rows, 400)).toBe(24);
    expect(sheetRowCount(layoutGaozhi('', '短。'), 600)).toBe(30);
  });

  it('prints 20 rows to a page, padding the sheet with empty rows', () => {
    const pages = printPages(layoutGaozhi('题', '正文。'), 600);
    expect(pages.map((page) => page.length)).toEqual([20, 10]);
    expect(show(pages[1]?.[9] ?? [])).toBe('□'.repeat(20));
  });
});

describe('letters and diaries on 稿纸', () => {
  const letter = '亲爱的奶奶：\n您好！\n我当上了小组长。\n祝\n身体健康！\n您的孙女　小雨\n11月20日';

  it('knows a letter by its greeting and split wish, a diary by its date title', () => {
    expect(formOf('给奶奶的信', letter)).toBe('letter');
    expect(formOf('10月12日　星期六　晴', '今天我包饺子。')).toBe('diary');
    expect(formOf('我的妈妈', '妈妈说：\n快来吃饭。')).toBe('composition');
    expect(formOf('我的妈妈', '祝\n你快乐')).toBe('composition');
  });

  it("puts a letter's greeting and the wish after 祝 at the left edge, the signature and date on the right", () => {
    const rows = shown('', letter, 10);
    expect(rows).toEqual([
      '亲爱的奶奶：□□□□',
      '□□您好！□□□□□',
      '□□我当上了小组长。',
      '□□祝□□□□□□□',
      '身体健康！□□□□□',
      '□□□您的孙女□小雨',
      '□□□□□□11月20日',
    ]);
  });

  it("writes a diary's date line at the left with its gaps, not centred", () => {
    expect(shown('10月12日　星期六　晴', '今天我包饺子。', 20)[0]).toBe('10月12日□星期六□晴□□□□□□□□□□');
  });

  it('knows a diary by a date line opening the text, under its own title or none', () => {
    expect(shown('包饺子', '10月12日 星期六 晴\n今天我包饺子。', 12)).toEqual([
      '□□□□包饺子□□□□□',
      '10月12日□星期六□晴□□',
      '□□今天我包饺子。□□□',
    ]);
    expect(formOf('', '10月12日　星期六　晴\n今天我包饺子。')).toBe('diary');
    // A sentence that only begins with a date stays a paragraph.
    expect(formOf('国庆节', '10月1日是国庆节。')).toBe('composition');
  });
});
