import { describe, expect, it } from 'vitest';
import { bpydLinks, placeLabel } from './bpyd-links';

describe('bpydLinks', () => {
  it('gives phones the addresses of spec §2', () => {
    const links = bpydLinks(false);
    expect(links.home()).toBe('/bpyd');
    expect(links.category(7)).toBe('/bpyd/text/1588/7');
    expect(links.book(3)).toBe('/bpyd/book/3');
    expect(links.chapter(3, 2)).toBe('/bpyd/book/3?chapter=2');
    expect(links.chapter(3, 2, 0)).toBe('/bpyd/book/3?chapter=2&line=0');
    expect(links.search()).toBe('/bpyd/search/book');
    expect(links.search('守株待兔')).toBe(`/bpyd/search/book?q=${encodeURIComponent('守株待兔')}`);
  });

  it('keeps desktop on /bpyd with the place in the query', () => {
    const links = bpydLinks(true);
    expect(links.home()).toBe('/bpyd');
    expect(links.category(7)).toBe('/bpyd?category=7');
    expect(links.chapter(3, 2, 5)).toBe('/bpyd?book=3&chapter=2&line=5');
    expect(links.search()).toBe('/bpyd?search=');
  });

  it('says where the pupil is in a book', () => {
    expect(placeLabel({ chapter: 3 })).toBe('读到第3章');
    expect(placeLabel(null)).toBe('');
  });
});
