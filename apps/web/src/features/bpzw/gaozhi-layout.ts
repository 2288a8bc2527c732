// 方格稿纸: text → rows of cells, as a teacher expects a composition on squared paper. A pure
// function, so the editor's live grid, the guide's small sheet and the printed pages all agree.
import { GAOZHI_COLUMNS, gaozhiUnits } from '@yuwen/protocol';

/** Closing marks never start a row: they share the last cell of the row above. */
const CLOSING = new Set([...'，。、；：？！”’）》…']);
/** Opening marks never end a row: the last cell stays empty and the mark starts the next row. */
const OPENING = new Set([...'“‘《（']);
/** Every paragraph starts two cells in. */
export const PARAGRAPH_INDENT = 2;

/** A filled cell: its character (or two letters/digits) and the closing marks kept with it at the row's end. */
export interface GaozhiCell {
  text: string;
  hang: string;
  title: boolean;
}

/** A row of `columns` cells; null is an empty cell. */
export type GaozhiRow = (GaozhiCell | null)[];

const emptyRow = (columns: number): GaozhiRow => Array.from({ length: columns }, () => null);

/** The title centred on the first row (wrapped over more rows only when longer than one). */
function titleRows(title: string, columns: number): GaozhiRow[] {
  const units = gaozhiUnits(title);
  const rows: GaozhiRow[] = [];
  for (let start = 0; start < units.length; start += columns) {
    const chunk = units.slice(start, start + columns);
    const row = emptyRow(columns);
    const offset = Math.floor((columns - chunk.length) / 2);
    chunk.forEach((text, i) => {
      row[offset + i] = { text, hang: '', title: true };
    });
    rows.push(row);
  }
  return rows;
}

/** One paragraph's rows: indented, closing marks kept at the end of the row above, opening marks moved down. */
function paragraphRows(units: readonly string[], columns: number): GaozhiRow[] {
  const rows: GaozhiRow[] = [];
  let row = emptyRow(columns);
  let col = PARAGRAPH_INDENT;
  for (const text of units) {
    const last = row[columns - 1];
    if (col === columns && CLOSING.has(text) && last) {
      last.hang += text;
      continue;
    }
    if (col === columns || (col === columns - 1 && OPENING.has(text))) {
      rows.push(row);
      row = emptyRow(columns);
      col = 0;
    }
    row[col++] = { text, hang: '', title: false };
  }
  rows.push(row);
  return rows;
}

/**
 * The composition on 稿纸: the title's row, then each paragraph (a line of the text) from a new row.
 * Blank lines make no empty rows; spaces typed to indent are dropped (the indent is drawn).
 */
export function layoutGaozhi(title: string, body: string, columns: number = GAOZHI_COLUMNS): GaozhiRow[] {
  const rows = titleRows(title, columns);
  for (const line of body.split(/\r?\n/)) {
    const units = gaozhiUnits(line);
    if (units.length > 0) rows.push(...paragraphRows(units, columns));
  }
  return rows;
}

/** The rows a sheet of `cells` draws: all of it, and more when the text runs past its end. */
export function sheetRowCount(rows: readonly GaozhiRow[], cells: number, columns: number = GAOZHI_COLUMNS): number {
  return Math.max(Math.ceil(cells / columns), rows.length);
}

/** Rows per printed A4 page: 400 cells, so a 600- or 800-cell sheet prints on two pages. */
export const PRINT_ROWS_PER_PAGE = 20;

/** The sheet's rows (padded with empty ones to its size) split into printed pages. */
export function printPages(rows: readonly GaozhiRow[], cells: number, columns: number = GAOZHI_COLUMNS): GaozhiRow[][] {
  const all = Array.from({ length: sheetRowCount(rows, cells, columns) }, (_, i) => rows[i] ?? emptyRow(columns));
  const pages: GaozhiRow[][] = [];
  for (let i = 0; i < all.length; i += PRINT_ROWS_PER_PAGE) pages.push(all.slice(i, i + PRINT_ROWS_PER_PAGE));
  return pages;
}
