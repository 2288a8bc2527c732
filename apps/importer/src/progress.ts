/** How a source reports how far it has got, and what its data lacks. */
export interface Progress {
  /** `done` of `total` units of the current step are finished. */
  update(done: number, total: number): void;
  /**
   * Records a gap of the data, e.g. characters without a radical: the closing report prints
   * how many and the first of them, and keeps the whole list with the import record.
   */
  gap(what: string, items: readonly string[]): void;
}

/** How many gap items the console shows before "…". */
const SHOWN_GAP_ITEMS = 40;

/**
 * A progress line per source: redrawn in place on a terminal, printed at most every 10 % in logs.
 * `end` prints the source's summary and its gaps.
 */
export function consoleProgress(
  title: string,
  out: NodeJS.WriteStream = process.stdout,
): Progress & { end(note: string): void; gaps: Record<string, string[]> } {
  const tty = out.isTTY === true;
  let lastTenth = -1;
  const gaps: Record<string, string[]> = {};
  return {
    gaps,
    update(done, total) {
      const percent = total === 0 ? 100 : Math.floor((done / total) * 100);
      if (tty) out.write(`\r  ${title} ${percent}% (${done}/${total})`);
      else if (Math.floor(percent / 10) > lastTenth) {
        lastTenth = Math.floor(percent / 10);
        out.write(`  ${title} ${percent}% (${done}/${total})\n`);
      }
    },
    gap(what, items) {
      gaps[what] = [...items];
    },
    end(note) {
      out.write(`${tty ? '\r\x1b[K' : ''}  ${title}: ${note}\n`);
      for (const [what, items] of Object.entries(gaps)) {
        if (items.length === 0) continue;
        const shown = items.slice(0, SHOWN_GAP_ITEMS).join(' ');
        out.write(`    缺：${what} ${items.length} 项：${shown}${items.length > SHOWN_GAP_ITEMS ? ' …' : ''}\n`);
      }
    },
  };
}
