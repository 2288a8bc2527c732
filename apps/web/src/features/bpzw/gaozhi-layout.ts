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

/** A line's cells with each run of spaces kept as one empty cell (null): 「10月12日　星期六　晴」. */
function spacedUnits(line: string): (string | null)[] {
  return line
    .trim()
    .split(/\s+/u)
    .flatMap((part, i) => (i === 0 ? gaozhiUnits(part) : [null, ...gaozhiUnits(part)]));
}

/**
 * A line that keeps to one side of one row — a diary's date line on the left, a letter's signature
 * and date on the right; a line too long for one row is laid out as a paragraph starting at the edge.
 */
function sideRow(line: string, side: 'left' | 'right', columns: number, title = false): GaozhiRow[] {
  const units = spacedUnits(line);
  if (units.length > columns) return paragraphRows(gaozhiUnits(line), columns, 0);
  const row = emptyRow(columns);
  const offset = side === 'left' ? 0 : columns - units.length;
  units.forEach((text, i) => {
    if (text !== null) row[offset + i] = { text, hang: '', title };
  });
  return [row];
}

/** One paragraph's rows: indented, closing marks kept at the end of the row above, opening marks moved down. */
function paragraphRows(units: readonly string[], columns: number, indent = PARAGRAPH_INDENT): GaozhiRow[] {
  const rows: GaozhiRow[] = [];
  let row = emptyRow(columns);
  let col = indent;
  for (const [i, text] of units.entries()) {
    const last = row[columns - 1];
    if (col === columns && CLOSING.has(text) && last) {
      last.hang += text;
      continue;
    }
    // A dash (——) fills two cells and is never split over two rows.
    const dashStart = text === '—' && units[i + 1] === '—' && units[i - 1] !== '—';
    if (col === columns || (col === columns - 1 && (OPENING.has(text) || dashStart))) {
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
 * How a piece sits on the sheet. A composition: the title centred, every paragraph two cells in. A
 * diary entry: its date line (the title) at the left, its gaps kept. A letter (书信): the greeting
 * line (…：) and the line after 此致 or 祝 at the left edge, the signature and the date at the right.
 */
export type GaozhiForm = 'composition' | 'diary' | 'letter';

/** A diary entry is known by its date line, as its title or its first line: 「10月12日　星期六　晴」. */
const DATE_TITLE = /^\d{1,2}月\d{1,2}日/;
/**
 * A diary's date line opening the text under a title of its own (「包饺子」 then 「10月12日　星期六　晴」):
 * a date followed by a gap, so a sentence that only starts with a date stays a paragraph.
 */
const isDateLine = (line: string) => DATE_TITLE.test(line) && /\s/u.test(line) && line.length <= GAOZHI_COLUMNS;

/** The first half of a letter's closing wish, whose second half starts at the left edge. */
const WISH_OPENER = /^(?:此致|祝|敬祝|顺祝|祝你|祝您)$/;

/**
 * The form a piece shows itself: a diary by its date line; a letter by its greeting line (…：) and
 * a closing wish split over two lines (此致 / 敬礼！), which prose does not have.
 */
export function formOf(title: string, body: string): GaozhiForm {
  const lines = body
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  if (DATE_TITLE.test(title.trim()) || isDateLine(lines[0] ?? '')) return 'diary';
  const wish = lines.findIndex((line) => WISH_OPENER.test(line));
  return /[：:]$/.test(lines[0] ?? '') && wish > 0 && wish < lines.length - 1 ? 'letter' : 'composition';
}

/**
 * The piece on 稿纸: the title's row, then each paragraph (a line of the text) from a new row.
 * Blank lines make no empty rows; spaces typed to indent are dropped (the indent is drawn).
 */
export function layoutGaozhi(
  title: string,
  body: string,
  columns: number = GAOZHI_COLUMNS,
  form: GaozhiForm = formOf(title, body),
): GaozhiRow[] {
  const dateTitle = form === 'diary' && DATE_TITLE.test(title.trim());
  const rows = dateTitle ? sideRow(title, 'left', columns, true) : titleRows(title, columns);
  const lines = body.split(/\r?\n/).filter((line) => gaozhiUnits(line).length > 0);
  for (const [i, line] of lines.entries()) {
    const units = gaozhiUnits(line);
    if (form === 'diary' && !dateTitle && i === 0 && isDateLine(line.trim())) {
      rows.push(...sideRow(line, 'left', columns));
      continue;
    }
    // A letter of four lines or more ends with its signature and date, each on the right.
    if (form === 'letter' && lines.length >= 4 && i >= lines.length - 2) rows.push(...sideRow(line, 'right', columns));
    else if (form === 'letter' && (i === 0 ? /[：:]$/.test(line.trim()) : WISH_OPENER.test(lines[i - 1]?.trim() ?? '')))
      rows.push(...paragraphRows(units, columns, 0));
    else rows.push(...paragraphRows(units, columns));
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
