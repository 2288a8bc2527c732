// The rules of the word practices on the client (选意思, 填一填, 找朋友): what each answer is while
// the pupil works, when a question counts as answered, and 找朋友's tap-two-to-pair board. The
// server builds and marks the rounds; nothing here knows the right answers.
import type { WordPracticeKind, WordQuestion } from '@yuwen/protocol';

export const PRACTICE_KINDS: readonly { kind: WordPracticeKind; name: string; text: string }[] = [
  { kind: 'meaning', name: '选意思', text: '看词语，选出它的意思' },
  { kind: 'fill', name: '填一填', text: '把词语填进句子里' },
  { kind: 'pair', name: '找朋友', text: '给词语找近义词、反义词' },
];

export const practiceName = (kind: WordPracticeKind): string => PRACTICE_KINDS.find((p) => p.kind === kind)?.name ?? '';

/** An answer in progress: an option's index (-1 none yet), or per word of a board the friend's index. */
export type PracticeAnswer = number | number[];

export function emptyAnswer(question: WordQuestion): PracticeAnswer {
  return question.kind === 'pair' ? question.words.map(() => -1) : -1;
}

export function isAnswered(answer: PracticeAnswer): boolean {
  return typeof answer === 'number' ? answer >= 0 : answer.every((friend) => friend >= 0);
}

/** A card of a 找朋友 board: a word (left) or a friend (right), by its index. */
export interface BoardCard {
  side: 'word' | 'friend';
  index: number;
}

/**
 * A tap on a 找朋友 card: a paired card comes apart (and is picked again); a card picked on the
 * other side pairs with the picked one (each leaving any old partner); on the same side it is
 * picked instead; tapping the picked card drops the pick.
 */
export function tapCard(
  pairs: readonly number[],
  picked: BoardCard | null,
  card: BoardCard,
): { pairs: number[]; picked: BoardCard | null } {
  const next = [...pairs];
  const wordOf = (friend: number) => next.indexOf(friend);
  const isPaired = card.side === 'word' ? (next[card.index] ?? -1) >= 0 : wordOf(card.index) >= 0;
  if (isPaired) {
    if (card.side === 'word') next[card.index] = -1;
    else next[wordOf(card.index)] = -1;
    return { pairs: next, picked: card };
  }
  if (!picked || picked.side === card.side)
    return { pairs: next, picked: picked?.side === card.side && picked.index === card.index ? null : card };
  const [word, friend] = card.side === 'word' ? [card.index, picked.index] : [picked.index, card.index];
  const old = wordOf(friend);
  if (old >= 0) next[old] = -1;
  next[word] = friend;
  return { pairs: next, picked: null };
}

/** 量词 as the word page says it: 一只小鸟. */
export function measurePhrase(measure: string, word: string): string {
  return `一${measure}${word}`;
}

/** A sentence split around the first place it holds the word, for highlighting it. */
export function splitAround(sentence: string, word: string): { before: string; word: string; after: string } {
  const at = sentence.indexOf(word);
  if (at < 0 || word === '') return { before: sentence, word: '', after: '' };
  return { before: sentence.slice(0, at), word, after: sentence.slice(at + word.length) };
}

/** A word for the pupil after a round. */
export function practiceCheer(score: number): string {
  if (score >= 100) return '全都做对了，真了不起！';
  if (score >= 80) return '做得真好！再看看做错的词语，下次就全对啦。';
  if (score >= 60) return '有进步！把下面的词语再认一认。';
  return '别着急，点开下面的词语看看意思，再来一次。';
}
