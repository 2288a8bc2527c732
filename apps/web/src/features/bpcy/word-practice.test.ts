import type { WordQuestion } from '@yuwen/protocol';
import { describe, expect, it } from 'vitest';
import { emptyAnswer, isAnswered, measurePhrase, practiceCheer, splitAround, tapCard } from './word-practice';

const board: WordQuestion = {
  kind: 'pair',
  words: ['高兴', '美丽', '安静'],
  friends: [
    { word: '吵闹', relation: 'antonym' },
    { word: '开心', relation: 'synonym' },
    { word: '漂亮', relation: 'synonym' },
  ],
};
const choice: WordQuestion = { kind: 'meaning', word: '高兴', pinyin: 'gāo xìng', options: ['a', 'b', 'c', 'd'] };

describe('the word practices on the client', () => {
  it('start every question unanswered and call it answered once picked or fully paired', () => {
    expect(emptyAnswer(choice)).toBe(-1);
    expect(emptyAnswer(board)).toEqual([-1, -1, -1]);
    expect(isAnswered(-1)).toBe(false);
    expect(isAnswered(2)).toBe(true);
    expect(isAnswered([1, -1, 0])).toBe(false);
    expect(isAnswered([1, 2, 0])).toBe(true);
  });

  it('pair a word and a friend by tapping one of each, in either order', () => {
    const first = tapCard([-1, -1, -1], null, { side: 'word', index: 0 });
    expect(first).toEqual({ pairs: [-1, -1, -1], picked: { side: 'word', index: 0 } });
    expect(tapCard(first.pairs, first.picked, { side: 'friend', index: 1 })).toEqual({
      pairs: [1, -1, -1],
      picked: null,
    });
    const friendFirst = tapCard([1, -1, -1], null, { side: 'friend', index: 0 });
    expect(tapCard(friendFirst.pairs, friendFirst.picked, { side: 'word', index: 2 })).toEqual({
      pairs: [1, -1, 0],
      picked: null,
    });
  });

  it('move the pick on the same side, drop it on a second tap, and part a paired card', () => {
    const picked = { side: 'word', index: 0 } as const;
    expect(tapCard([-1, -1, -1], picked, { side: 'word', index: 1 }).picked).toEqual({ side: 'word', index: 1 });
    expect(tapCard([-1, -1, -1], picked, picked).picked).toBeNull();
    // A paired friend tapped comes apart from its word and is picked, ready to pair again.
    expect(tapCard([1, -1, 0], null, { side: 'friend', index: 1 })).toEqual({
      pairs: [-1, -1, 0],
      picked: { side: 'friend', index: 1 },
    });
    // Another word pairs without touching the pairs made before.
    expect(tapCard([1, -1, -1], { side: 'word', index: 1 }, { side: 'friend', index: 2 }).pairs).toEqual([1, 2, -1]);
  });

  it('say the measure word and pick the word out of the example', () => {
    expect(measurePhrase('只', '小鸟')).toBe('一只小鸟');
    expect(splitAround('妈妈夸我画得好，我高兴得跳了起来。', '高兴')).toEqual({
      before: '妈妈夸我画得好，我',
      word: '高兴',
      after: '得跳了起来。',
    });
    expect(splitAround('没有这个词。', '高兴')).toEqual({ before: '没有这个词。', word: '', after: '' });
  });

  it('cheers at every score', () => {
    for (const score of [0, 59, 60, 80, 100]) expect(practiceCheer(score)).not.toBe('');
  });
});
