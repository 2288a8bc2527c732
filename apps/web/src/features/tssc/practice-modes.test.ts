import { describe, expect, it } from 'vitest';
import { openModes, practiceLine } from './practice-modes';

const shown = (line: string, mode: Parameters<typeof practiceLine>[1], revealed = false) =>
  practiceLine(line, mode, revealed)
    .map((cell) => (cell.shown ? cell.char : '_'))
    .join('');

describe('practice modes', () => {
  it('shows every character in the reading modes', () => {
    expect(shown('床前明月光，疑是地上霜。', 'pinyin')).toBe('床前明月光，疑是地上霜。');
    expect(shown('床前明月光，疑是地上霜。', 'plain')).toBe('床前明月光，疑是地上霜。');
  });
  it('keeps the first character of each phrase in 首字提示', () => {
    expect(shown('床前明月光，疑是地上霜。', 'firstChars')).toBe('床____，疑____。');
    expect(shown('“借问酒家何处有？”', 'firstChars')).toBe('“借______？”');
  });
  it('blanks a line in 完全背诵 until it is revealed', () => {
    expect(shown('举头望明月，低头思故乡。', 'memory')).toBe('_____，_____。');
    expect(shown('举头望明月，低头思故乡。', 'memory', true)).toBe('举头望明月，低头思故乡。');
  });
  it('keeps the character indexes aligned to the line', () => {
    expect(practiceLine('春眠，不', 'firstChars', false).map((c) => c.index)).toEqual([0, 1, 2, 3]);
  });
  it('opens the modes one after another', () => {
    expect(openModes(0)).toBe(1);
    expect(openModes(2)).toBe(3);
    expect(openModes(4)).toBe(4);
  });
});
