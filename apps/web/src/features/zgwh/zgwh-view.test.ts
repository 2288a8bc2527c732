import { describe, expect, it } from 'vitest';
import { partParam, zgwhLinks } from './zgwh-links';
import { dateText, daysText, shortDate, yearsText } from './zgwh-view';

describe('zgwh view', () => {
  it('writes years before the common era with 前 and approximate ones with 约', () => {
    expect(yearsText({ start: -2070, end: -1600, about: true })).toBe('约前2070年—约前1600年');
    expect(yearsText({ start: -202, end: 8, about: false })).toBe('前202年—8年');
  });

  it('writes dates and the days to go for pupils', () => {
    expect(dateText('2027-04-05')).toBe('2027年4月5日');
    expect(shortDate('2026-12-07')).toBe('12月7日');
    expect(daysText(0)).toBe('就是今天');
    expect(daysText(11)).toBe('还有 11 天');
    expect(daysText(-4)).toBe('已经过了 4 天');
  });
});

describe('zgwh links', () => {
  it('uses the spec’s paths on phones and one desktop page with a query', () => {
    const phone = zgwhLinks(false);
    expect(phone.part('rcsh')).toBe('/zgwh/rcsh');
    expect(phone.entry('rcsh', 'qingming')).toBe('/zgwh/rcshInfo?entry=qingming');
    expect(phone.poem(46)).toBe('/jdsd/content?id=46');
    const desk = zgwhLinks(true);
    expect(desk.entry('whzd', 'bi')).toBe('/zgwh?part=whzd&entry=bi');
    expect(desk.poem(46)).toBe('/jdsd?id=46');
    expect(partParam('zgls')).toBe('zgls');
    expect(partParam('jdmz')).toBeUndefined();
  });
});
