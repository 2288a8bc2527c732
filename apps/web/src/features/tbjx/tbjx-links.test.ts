import { describe, expect, it } from 'vitest';
import { lessonPath } from '../../components/textbook-volume/next-lesson';
import { readingAudio } from './reading-audio';
import { DESKTOP_LINKS, desktopPart, idParam, mobileLinks } from './tbjx-links';
import { textbookTrail } from './trail';

describe('textbook addresses', () => {
  it('are the spec §2 paths under either mobile prefix', () => {
    for (const prefix of ['/tbjx', '/jdxa/tbjx']) {
      const links = mobileLinks(prefix);
      expect(links.index()).toBe(`${prefix}/bookIndex`);
      expect(links.index(12)).toBe(`${prefix}/bookIndex?volume=12`);
      expect(links.part('bookContent', 5)).toBe(`${prefix}/bookContent/2007/5`);
      expect(links.part('bookStory', 5)).toBe(`${prefix}/bookStory/2007/5`);
      expect(links.part('bookZY', 5)).toBe(`${prefix}/bookZY/2007/5`);
      expect(links.part('bookSZ', 5)).toBe(`${prefix}/bookSZ/5`);
      expect(links.part('partInfo', 3)).toBe(`${prefix}/partInfo?id=3`);
      expect(links.poem(9)).toBe('/jdsd/content?id=9');
    }
  });

  it('are /tbjx?part= on desktop, but the practice pages keep their own paths', () => {
    expect(DESKTOP_LINKS.index()).toBe('/tbjx');
    expect(DESKTOP_LINKS.part('bookContent', 5)).toBe('/tbjx?part=bookContent&id=5');
    expect(DESKTOP_LINKS.part('partInfo', 3)).toBe('/tbjx?part=partInfo&id=3');
    expect(DESKTOP_LINKS.part('bookXZ', 5)).toBe('/tbjx/bookXZ/5');
    expect(DESKTOP_LINKS.part('bookZY', 5)).toBe('/tbjx/bookZY/2007/5');
    expect(DESKTOP_LINKS.poem(9)).toBe('/jdsd?id=9');
    expect(desktopPart('bookImage')).toBe('bookImage');
    expect(desktopPart('bookSZ')).toBeUndefined();
    expect(desktopPart(null)).toBeUndefined();
  });

  it("agree with the lesson path the home screen's 「我的课本」 builds from the module link", () => {
    expect(lessonPath('/tbjx', 5, false)).toBe(mobileLinks('/tbjx').part('bookContent', 5));
    expect(lessonPath('/tbjx', 5, true)).toBe(DESKTOP_LINKS.part('bookContent', 5));
  });

  it('take only whole positive ids a database integer holds', () => {
    expect(['5', '0', '-1', '1.5', 'x', '', '2147483648', undefined].map(idParam)).toEqual([
      5,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});

describe('the trail of a lesson', () => {
  const crumbs = [
    { id: 2007, name: '同步教学' },
    { id: 10, name: '一年级上册' },
    { id: 11, name: '第五单元' },
    { id: 12, name: '江南' },
  ];

  it('leads to the contents, the volume, the unit, and stops at the lesson', () => {
    expect(textbookTrail(crumbs, mobileLinks('/tbjx'))).toEqual([
      { label: '同步教学', to: '/tbjx/bookIndex' },
      { label: '一年级上册', to: '/tbjx/bookIndex?volume=10' },
      { label: '第五单元', to: '/tbjx/partInfo?id=11' },
      { label: '江南', to: undefined },
    ]);
  });

  it('puts the module in front when the server starts at the volume', () => {
    expect(textbookTrail(crumbs.slice(1, 3), DESKTOP_LINKS)).toEqual([
      { label: '同步教学', to: '/tbjx' },
      { label: '一年级上册', to: '/tbjx?volume=10' },
      { label: '第五单元', to: undefined },
    ]);
  });
});

describe('the recording of a reading', () => {
  it('is the syllable and tone the media routes serve', () => {
    expect(readingAudio('tiān')).toBe('/audio/pinyin/tian1.mp3');
    expect(readingAudio('lǜ')).toBe('/audio/pinyin/lv4.mp3');
    expect(readingAudio('de')).toBe('/audio/pinyin/de5.mp3');
    expect(readingAudio('')).toBe('');
    expect(readingAudio('a b')).toBe('');
  });
});
