const HAN = /^\p{Script=Han}$/u;

/**
 * A text's characters, each with its syllable, for ruby: the pinyin holds one syllable per Chinese
 * character and none for punctuation, so only a Chinese character takes the next one (爱则加诸膝，恶则坠诸渊
 * has ten syllables for eleven characters). Spaces are dropped; a character the pinyin runs out
 * before, or punctuation, gets ''.
 */
export function charsWithPinyin(text: string, pinyin: string): { char: string; pinyin: string }[] {
  const syllables = pinyin.trim().split(/\s+/).filter(Boolean);
  let next = 0;
  return Array.from(text)
    .filter((char) => char.trim() !== '')
    .map((char) => ({ char, pinyin: HAN.test(char) ? (syllables[next++] ?? '') : '' }));
}
