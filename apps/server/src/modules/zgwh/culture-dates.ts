import { LunarDay, LunarMonth, SolarTerm } from 'tyme4ts';
import { DAY_MS } from '../../lib/china-time.js';

/**
 * Dates of 节气 and festivals for a Gregorian year, worked out by tyme4ts (its astronomy gives the
 * China (UTC+8) day a 节气 falls on; its lunar calendar converts festival dates). Dates are YYYY-MM-DD.
 */

/** A date rule as the importer stores it (apps/importer/data/culture/STYLE.md). */
export type DateRule = { term: string; longitude: number } | { lunar: [number, number] } | { lunarLast: number };

interface Ymd {
  getYear(): number;
  getMonth(): number;
  getDay(): number;
}
const iso = (day: Ymd) =>
  `${day.getYear()}-${String(day.getMonth()).padStart(2, '0')}-${String(day.getDay()).padStart(2, '0')}`;

/** tyme4ts counts a year's 节气 from the 冬至 before it, so a term of year Y may be one of Y + 1's. */
function termDates(name: string, year: number): string[] {
  return [year, year + 1].map((y) => iso(SolarTerm.fromName(y, name).getJulianDay().getSolarDay()));
}

/** A lunar date of lunar years Y − 1 and Y may fall in Gregorian year Y (腊八, 除夕 in January or February). */
function lunarDates(rule: Exclude<DateRule, { term: string }>, year: number): string[] {
  return [year - 1, year].map((lunarYear) => {
    const [month, day] =
      'lunar' in rule ? rule.lunar : [rule.lunarLast, LunarMonth.fromYm(lunarYear, rule.lunarLast).getDayCount()];
    return iso(LunarDay.fromYmd(lunarYear, month, day).getSolarDay());
  });
}

/** Every date of the rule within these Gregorian years, in order (a lunar date may fall twice or not at all in one). */
export function datesIn(rule: DateRule, years: readonly number[]): string[] {
  const found = new Set<string>();
  for (const year of years) {
    const candidates = 'term' in rule ? termDates(rule.term, year) : lunarDates(rule, year);
    for (const date of candidates) if (Number(date.slice(0, 4)) === year) found.add(date);
  }
  return [...found].sort();
}

/** Whole days from one date to another. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

const MONTHS = ['正月', '二月', '三月', '四月', '五月', '六月', '七月', '八月', '九月', '十月', '冬月', '腊月'];

/** The rule in words for pupils. */
export function ruleText(rule: DateRule): string {
  if ('term' in rule) return `太阳到达黄经${rule.longitude}°的那一天`;
  if ('lunarLast' in rule) return `农历${MONTHS[rule.lunarLast - 1]}的最后一天`;
  const [month, day] = rule.lunar;
  return `农历${MONTHS[month - 1]}${LunarDay.fromYmd(2000, month, day).getName()}`;
}

/** The rule's dates this year and next, and the next one from today (today counts). */
export function datesAround(rule: DateRule, today: string) {
  const year = Number(today.slice(0, 4));
  const dates = datesIn(rule, [year, year + 1]);
  const next = dates.find((date) => date >= today) ?? (datesIn(rule, [year + 2])[0] as string);
  return { rule: ruleText(rule), dates, next: { date: next, days: daysBetween(today, next) } };
}

/** The 节气 in force on `today` (the latest on or before it) and the next one, by name. */
export function termsAround(names: readonly string[], today: string) {
  const year = Number(today.slice(0, 4));
  const all = names
    .flatMap((name) => [year - 1, year + 1].flatMap((y) => termDates(name, y)).map((date) => ({ name, date })))
    .sort((a, b) => a.date.localeCompare(b.date));
  const nextIndex = all.findIndex((term) => term.date > today);
  const current = all[nextIndex - 1];
  const next = all[nextIndex];
  if (!current || !next) throw new Error(`no 节气 around ${today}`);
  return { current, next };
}
