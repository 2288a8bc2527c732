import { useState } from 'react';
import { PageLoading, PageMessage } from '../../../../components/page-state/page-state';
import { toast } from '../../../../components/toast/toast-store';
import { failureMessage } from '../../../../lib/http-transport';
import { useReviewQueue, useSubmitReview } from '../../shared/api/review.api';
import { CharacterTileView } from '../../shared/components/character-tile';
import { HzcsRound } from '../../shared/components/hzcs-round';

/** Review questions asked at once: today's due characters first, then the 错字本. */
const REVIEW_ROUND = 10;

/**
 * Today's review: how many learned characters are due (spaced repetition from the pupil's own
 * answers), a round over them and the 错字本, and both lists.
 */
export function ReviewPanel() {
  const queue = useReviewQueue();
  const submit = useSubmitReview();
  const [round, setRound] = useState(0);
  const [done, setDone] = useState<{ reviewed: number; right: number }>();

  if (queue.isPending) return <PageLoading />;
  if (queue.isError)
    return (
      <PageMessage glyph="网" title={failureMessage(queue.error)} testId="review-error">
        <button type="button" className="yw-button" onClick={() => void queue.refetch()}>
          重新加载
        </button>
      </PageMessage>
    );
  const { due_count, due, wrong } = queue.data;
  const toReview = due_count + wrong.length;

  if (round > 0 && !done)
    return (
      <HzcsRound
        source="review"
        number={1}
        count={REVIEW_ROUND}
        round={round}
        finishing={submit.isPending}
        onFinish={(answers) =>
          submit.mutate(answers, {
            onSuccess: (answer) =>
              setDone({ reviewed: answer.reviewed, right: answers.filter((a) => a.correct).length }),
            onError: (error) => toast.info(failureMessage(error)),
          })
        }
      />
    );

  return (
    <>
      <section className="yw-review-due" data-testid="review-summary">
        <div>
          <p className="yw-review-due__count" data-testid="review-due-count">
            {due_count > 0 ? `今天要复习 ${due_count} 个字` : '今天的复习已完成'}
          </p>
          <p className="yw-hzzy-note">错字本里有 {wrong.length} 个字</p>
        </div>
        {toReview > 0 && (
          <button
            type="button"
            className="yw-button"
            data-testid="review-start"
            onClick={() => {
              setDone(undefined);
              setRound(round + 1);
            }}
          >
            开始复习
          </button>
        )}
      </section>
      {done && (
        <p className="yw-hzzy-note" role="status" data-testid="review-done">
          刚才复习了 {done.reviewed} 个字，答对 {done.right} 个。答对的字会隔更久再复习，答错的字很快会再出现。
        </p>
      )}
      <section className="yw-hzzy-section" data-testid="review-wrong">
        <h2 className="yw-section-title">错字本 · {wrong.length} 个</h2>
        {wrong.length === 0 ? (
          <p className="yw-hzzy-note">没有错字。测试中答错的字会出现在这里，复习答对后移出。</p>
        ) : (
          <ul className="yw-hzzy-tiles">
            {wrong.map((tile) => (
              <CharacterTileView key={tile.id} tile={tile} />
            ))}
          </ul>
        )}
      </section>
      <section className="yw-hzzy-section" data-testid="review-due-list">
        <h2 className="yw-section-title">今天到期的字 · {due_count} 个</h2>
        {due.length === 0 ? (
          <p className="yw-hzzy-note">
            在「基本字」里把认识的字标为「学会了」，它们就会按遗忘规律安排复习：答对一次，下次复习隔得更久。
          </p>
        ) : (
          <ul className="yw-hzzy-tiles">
            {due.map((tile) => (
              <CharacterTileView key={tile.id} tile={tile} />
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
