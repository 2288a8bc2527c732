import type { CharacterEntry } from './pupil-dictionary.parse.js';

/**
 * The text stored in `characters.basic_paraphrase`, which the server and the dictionary overlay
 * render: one block per reading — the tone-marked reading on a line, then numbered senses
 * `1. def：example、example`, a label as `〔量词〕` right after the number — blocks separated by
 * a blank line.
 */
export function formatBasicParaphrase(entry: Pick<CharacterEntry, 'readings'>): string {
  return entry.readings
    .map((reading) =>
      [
        reading.pinyin,
        ...reading.senses.map(
          (sense, index) =>
            `${index + 1}. ${sense.label ? `〔${sense.label}〕` : ''}${sense.def}：${sense.examples.join('、')}`,
        ),
      ].join('\n'),
    )
    .join('\n\n');
}
