import { GAOZHI_COLUMNS } from '@yuwen/protocol';
import { openDictionary } from '../../../components/dictionary-overlay/dictionary-overlay-store';
import type { GaozhiCell, GaozhiRow } from '../gaozhi-layout';

const HAN = /\p{Script=Han}/u;
/** A small count beside every fifth row, as printed 稿纸 has: 100, 200 … */
const MARK_EVERY_ROWS = 5;

/**
 * A cell of the row, at `column` (0-based). A closing mark hung after it is the cell's sibling, placed
 * over the cell's grid area, so a tappable cell holds its character alone, like the passage's others.
 */
function Cell({ cell, column, tappable }: { cell: GaozhiCell | null; column: number; tappable: boolean }) {
  if (!cell) return <span className="yw-gaozhi__cell" />;
  const className = `yw-gaozhi__cell${cell.title ? ' is-title' : ''}${cell.text.length > 1 ? ' is-narrow' : ''}`;
  const char = <span className="yw-gaozhi__char">{cell.text}</span>;
  return (
    <>
      {tappable && HAN.test(cell.text) ? (
        <button
          type="button"
          className={className}
          aria-label={`查字典：${cell.text}`}
          onClick={() => openDictionary(cell.text)}
        >
          {char}
        </button>
      ) : (
        <span className={className}>{char}</span>
      )}
      {cell.hang && (
        <span className="yw-gaozhi__hang" style={{ gridColumn: column + 1 }} data-testid="gaozhi-hang">
          {cell.hang}
        </span>
      )}
    </>
  );
}

/**
 * 方格稿纸: rows of 20 square cells scaled to the width there is, a band between rows, closing marks
 * kept at a row's end drawn just outside its last cell. Rows past `sheetRows` are marked as beyond the sheet.
 */
export function GaozhiGrid({
  rows,
  sheetRows,
  tappable = false,
  testId = 'gaozhi-grid',
  label,
}: {
  rows: readonly GaozhiRow[];
  sheetRows: number;
  tappable?: boolean;
  testId?: string;
  label: string;
}) {
  const empty: GaozhiRow = Array.from({ length: GAOZHI_COLUMNS }, () => null);
  const count = Math.max(rows.length, sheetRows);
  return (
    <section className="yw-gaozhi" data-testid={testId} aria-label={label} data-char-lookup="off">
      {Array.from({ length: count }, (_, r) => {
        const row = rows[r] ?? empty;
        const mark = (r + 1) % MARK_EVERY_ROWS === 0 ? (r + 1) * GAOZHI_COLUMNS : undefined;
        return (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions on the sheet.
            key={r}
            className={`yw-gaozhi__row${r >= sheetRows ? ' is-over' : ''}`}
            data-testid="gaozhi-row"
            data-mark={mark}
          >
            {row.map((cell, c) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: cells are positions on the row.
              <Cell key={c} cell={cell} column={c} tappable={tappable} />
            ))}
          </div>
        );
      })}
    </section>
  );
}
