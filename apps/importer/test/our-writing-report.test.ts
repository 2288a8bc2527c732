import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { printOurWriting } from '../src/our-writing-report.js';
import { IMPORTER_ROOT } from '../src/package-data.js';

describe('content:report, our writing', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('reports every volume once and every word-notes file with its count', () => {
    const lines: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((line: string) => {
      lines.push(line);
    });
    const headings: string[] = [];
    printOurWriting((title) => headings.push(title));

    expect(headings).toHaveLength(5);
    for (const volume of ['一年级上册', '三年级下册', '四年级上册', '六年级下册'])
      expect(lines.filter((line) => line.startsWith(`  ${volume}：`))).toHaveLength(1);
    const noteFiles = readdirSync(join(IMPORTER_ROOT, 'data/word-notes')).filter((f) => f.endsWith('.jsonl'));
    for (const file of noteFiles) expect(lines.some((line) => new RegExp(`^  ${file}：\\d+ 条`).test(line))).toBe(true);
    expect(lines.find((line) => line.includes('诗文'))).toMatch(/^ {2}诗文 \d+ 篇，缺注释、译文或赏析的 0 篇$/);
  });
});
