/** A price in fen as yuan with two decimals, e.g. 2500 → "25.00". */
export function yuan(fen: number): string {
  return (fen / 100).toFixed(2);
}

/** A date-time (epoch ms) as the pupil's clock shows it, e.g. 2026-11-22 14:05. */
export function dateTime(ms: number): string {
  const d = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
