// What the result of a dictation says: warm at every score, the stars by how many words were right.

/** Stars out of three: every handed-in dictation earns one; 80 earns two; all right earns three. */
export function resultStars(score: number): number {
  if (score >= 100) return 3;
  return score >= 80 ? 2 : 1;
}

/** A word for the pupil after handing in. */
export function cheer(score: number): string {
  if (score >= 100) return '全部写对了，太棒了！';
  if (score >= 80) return '写得真好！把错的字再练一练，下次就全对啦。';
  if (score >= 60) return '有进步！错的字多写几遍就记住了。';
  return '别灰心，错的字已经记下来了，我们一起慢慢练。';
}
