import { type AnnotatedChar, splitTone } from '@yuwen/protocol';
import { pronunciationUrl } from '../media/media.service.js';

/**
 * Each character of a text with its reading in context (pinyin-pro reads 多音字 by the words
 * around them: 银行 háng, 行走 xíng) and the address of that reading's real recording. Tones are
 * the characters' own (no 一/不 sandhi), as the poems and the dictionary write them. pinyin-pro
 * (~110 ms to load) loads on the first text, not on every start.
 */
export async function annotateText(text: string, recordings: ReadonlyMap<string, unknown>): Promise<AnnotatedChar[]> {
  const { pinyin } = await import('pinyin-pro');
  return pinyin(text, { type: 'all', toneSandhi: false }).map((item) => {
    if (!item.isZh || !item.pinyin) return { char: item.origin, pinyin: '', audio: '' };
    const { syllable, tone } = splitTone(item.pinyin);
    return {
      char: item.origin,
      pinyin: item.pinyin,
      audio: recordings.has(`${syllable}${tone}`) ? pronunciationUrl(syllable, tone) : '',
    };
  });
}
