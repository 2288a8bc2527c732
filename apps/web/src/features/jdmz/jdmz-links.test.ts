import { describe, expect, it } from 'vitest';
import { gameParam, jdmzLinks, placeTitle } from './jdmz-links';

describe('成语典故 links', () => {
  it('use spec §2 paths on phones: /jdmz/{moduleId}/{categoryId}, videos under /jdmz/video', () => {
    const links = jdmzLinks(false);
    expect(links.home()).toBe('/jdmz/2012/0');
    expect(links.category(5)).toBe('/jdmz/2012/5');
    expect(links.category(9, 'video')).toBe('/jdmz/video/2012/9');
    expect(links.idiom('守株待兔', 5)).toBe(`/jdmz/2012/5?idiom=${encodeURIComponent('守株待兔')}`);
    expect(links.play('chain')).toBe('/jdmz/2012/0?play=chain');
  });

  it('use the one desktop page with its query', () => {
    const links = jdmzLinks(true);
    expect(links.home()).toBe('/jdmz');
    expect(links.category(9, 'video')).toBe('/jdmz?category=9');
    expect(links.idiom('守株待兔', 5)).toBe(`/jdmz?category=5&idiom=${encodeURIComponent('守株待兔')}`);
    expect(links.play('quiz')).toBe('/jdmz?play=quiz');
  });

  it('read only the games they know, and title a place', () => {
    expect(gameParam('chain')).toBe('chain');
    expect(gameParam('poker')).toBeUndefined();
    expect(placeTitle({ idiom: '画蛇添足', play: 'chain' })).toBe('画蛇添足');
    expect(placeTitle({ play: 'quiz' })).toBe('成语小测验');
    expect(placeTitle({ categoryId: 3 })).toBe('成语典故');
  });
});
