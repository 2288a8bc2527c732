/**
 * Resolves on the event loop's next turn, after waiting I/O callbacks: long in-memory builds
 * (search, 组字) await it between slices so requests are answered meanwhile.
 */
export function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
