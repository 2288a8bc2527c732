/** A year for pupils: 前221年, 618年. */
export function yearText(year: number): string {
  return year < 0 ? `前${-year}年` : `${year}年`;
}

/** A span of years: 约前2070年—约前1600年, 618年—907年. */
export function yearsText(years: { start: number; end: number; about: boolean }): string {
  const about = years.about ? '约' : '';
  return `${about}${yearText(years.start)}—${about}${yearText(years.end)}`;
}

/** 2027-04-05 → 2027年4月5日. */
export function dateText(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return `${year}年${month}月${day}日`;
}

/** 2027-04-05 → 4月5日. */
export function shortDate(date: string): string {
  return dateText(date).replace(/^\d+年/, '');
}

/** How far away a day is: 就是今天 / 还有 N 天 / 已经过了 N 天. */
export function daysText(days: number): string {
  if (days === 0) return '就是今天';
  return days > 0 ? `还有 ${days} 天` : `已经过了 ${-days} 天`;
}

/** What each part's card says under its name. */
export const PART_NOTES: Readonly<Record<string, string>> = {
  whzd: '生肖、文房四宝、戏曲和书法',
  zgwx: '四大名著、诗人作家、诗词和蒙学',
  rcsh: '二十四节气和传统节日',
  zgls: '朝代歌、朝代和历史人物',
};
