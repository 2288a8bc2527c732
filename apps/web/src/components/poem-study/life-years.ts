/** A year as pupils read it: 701年, 公元前340年. */
const yearText = (year: number) => (year < 0 ? `公元前${-year}年` : `${year}年`);

/**
 * A poet's years as the pages print them: 「701年—762年」; one known year alone says which it is,
 * none gives '' (never a guess).
 */
export function lifeYears(born: number | null, died: number | null): string {
  if (born !== null && died !== null) return `${yearText(born)}—${yearText(died)}`;
  if (born !== null) return `生于${yearText(born)}`;
  if (died !== null) return `${yearText(died)}去世`;
  return '';
}
