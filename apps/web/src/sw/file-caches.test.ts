import { describe, expect, it } from 'vitest';
import { API_CACHE, isUserCache, PACK_CACHE_PREFIX } from './cache-names';
import { FILE_CACHE_RULES, fileCacheRule } from './file-caches';

describe('the worker’s file caches', () => {
  it('keeps what a pupil’s pages load, each kind in its own limited cache', () => {
    expect(fileCacheRule('/audio/pinyin/xue2.mp3')?.cache).toBe('yuwen-audio-v1');
    expect(fileCacheRule('/hanzi-data/%E5%AD%A6.json')?.cache).toBe('yuwen-strokes-v1');
    expect(fileCacheRule('/glyph/%E5%AD%A6.svg')?.cache).toBe('yuwen-glyphs-v1');
    expect(fileCacheRule('/char-origin/12-seal.svg')?.cache).toBe('yuwen-origins-v1');
    expect(fileCacheRule('/fonts/lxgw-wenkai-gb-screen/12.woff2')?.cache).toBe('yuwen-fonts-v1');
    for (const rule of FILE_CACHE_RULES) expect(rule.maxEntries, rule.prefix).toBeGreaterThan(0);
    expect(new Set(FILE_CACHE_RULES.map((rule) => rule.cache)).size).toBe(FILE_CACHE_RULES.length);
  });

  it('leaves calls, pages, uploads and avatars to the network', () => {
    for (const path of ['/api/study/resource/content', '/index', '/avatars/1.png', '/uploads/a.mp3', '/audiobook'])
      expect(fileCacheRule(path), path).toBeUndefined();
  });

  it('clears at logout only the pupil’s own caches', () => {
    expect(isUserCache(API_CACHE)).toBe(true);
    expect(isUserCache(`${PACK_CACHE_PREFIX}12`)).toBe(true);
    for (const rule of FILE_CACHE_RULES) expect(isUserCache(rule.cache)).toBe(false);
    expect(isUserCache('workbox-precache-v2-https://yuwen.example/')).toBe(false);
  });
});
