/**
 * Resolves on the event loop's next turn, after waiting I/O callbacks: long in-memory builds
 * (search, 组字) await it between slices so requests are answered meanwhile.
 */
export function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/**
 * Visits every item a slice at a time, with a turn of the event loop after each slice, so a long
 * build over many rows lets requests through now and then.
 */
export async function inSlices<T>(
  items: readonly T[],
  visit: (item: T, index: number) => void,
  slice = 2_000,
): Promise<void> {
  for (let start = 0; start < items.length; start += slice) {
    const end = Math.min(items.length, start + slice);
    for (let i = start; i < end; i++) visit(items[i] as T, i);
    await nextTurn();
  }
}

/**
 * Reads a long list a page at a time, with a turn of the event loop after each page: the word list
 * read whole held the server for 0.3 s.
 */
export async function inPages<T>(
  readPage: (offset: number, limit: number) => Promise<T[]>,
  pageSize = 10_000,
): Promise<T[]> {
  const all: T[] = [];
  for (;;) {
    const page = await readPage(all.length, pageSize);
    for (const row of page) all.push(row);
    await nextTurn();
    if (page.length < pageSize) return all;
  }
}
