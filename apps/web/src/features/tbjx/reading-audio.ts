import { splitTone } from '@yuwen/protocol';

/**
 * The syllable recording of a tone-marked reading (tiān → /audio/pinyin/tian1.mp3), as the media
 * routes serve them; '' for a reading that is not one syllable. A syllable without a recording
 * answers 404, which the audio button takes as the end of its list.
 */
export function readingAudio(reading: string): string {
  const { syllable, tone } = splitTone(reading);
  return /^[a-z]+$/.test(syllable) ? `/audio/pinyin/${syllable}${tone}.mp3` : '';
}
