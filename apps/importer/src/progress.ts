/** How a source reports how far it has got. */
export interface Progress {
  /** `done` of `total` units of the current step are finished. */
  update(done: number, total: number): void;
}

/**
 * A progress line per source: redrawn in place on a terminal, printed at most every 10 % in logs.
 */
export function consoleProgress(
  title: string,
  out: NodeJS.WriteStream = process.stdout,
): Progress & { end(note: string): void } {
  const tty = out.isTTY === true;
  let lastTenth = -1;
  return {
    update(done, total) {
      const percent = total === 0 ? 100 : Math.floor((done / total) * 100);
      if (tty) out.write(`\r  ${title} ${percent}% (${done}/${total})`);
      else if (Math.floor(percent / 10) > lastTenth) {
        lastTenth = Math.floor(percent / 10);
        out.write(`  ${title} ${percent}% (${done}/${total})\n`);
      }
    },
    end(note) {
      out.write(`${tty ? '\r\x1b[K' : ''}  ${title}: ${note}\n`);
    },
  };
}
