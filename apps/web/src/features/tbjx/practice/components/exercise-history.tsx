import type { ExerciseResult } from '@yuwen/protocol';
import { useExerciseHistory } from '../api/exercise-history.api';

const KIND_NAMES: Readonly<Record<ExerciseResult['kind'], string>> = { sz: '识字', zy: '作业' };

/** A hand-in time as the pupil reads it: 11月25日 14:05. */
function when(at: number): string {
  const date = new Date(at);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getMonth() + 1}月${date.getDate()}日 ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The lesson's past results, latest first (quietly absent while loading or when it fails). */
export function ExerciseHistory({ lessonId }: { lessonId: number }) {
  const history = useExerciseHistory(lessonId);
  if (!history.data) return null;
  return (
    <section className="yw-tbp-card yw-tbp-history" data-testid="practice-history">
      <h2 className="yw-tbp-result__heading">这一课的练习记录</h2>
      {history.data.length === 0 ? (
        <p className="yw-tbp-note">还没有交过练习。</p>
      ) : (
        <ul className="yw-tbp-history__list">
          {history.data.map((past) => (
            <li key={past.id} data-testid="practice-history-row">
              <span>
                {when(past.submitted_at)} · {KIND_NAMES[past.kind]}
              </span>
              <span>
                答对 {past.correct}/{past.total} · <b>{past.score} 分</b>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
