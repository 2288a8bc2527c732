import { QUESTION_TYPE_NAMES } from '@yuwen/protocol';
import { useEffect, useState } from 'react';
import { PageFailure, PageLoading } from '../../../components/page-state/page-state';
import { toast } from '../../../components/toast/toast-store';
import { failureMessage } from '../../../lib/http-transport';
import { useAttempt, usePaper, useStartAttempt } from '../api/kszx.api';
import { AttemptSheet } from './attempt-sheet';

/**
 * One paper: what it holds and its time, then the pupil's attempt. An attempt still open (a reload,
 * another visit) opens straight away with its saved answers and its clock still running; `shown`, a
 * handed-in attempt chosen in 我的成绩, opens with its marks.
 */
export function PaperView({ paperId, shown }: { paperId: number; shown?: number }) {
  const paper = usePaper(paperId);
  const start = useStartAttempt();
  const [attemptId, setAttemptId] = useState<number | undefined>(shown);
  const open = paper.data?.open_attempt || undefined;
  const openId = attemptId ?? open;
  // Held once opened: after the hand-in the paper lists no open attempt, and the marks stay in view.
  useEffect(() => {
    if (attemptId === undefined && open !== undefined) setAttemptId(open);
  }, [attemptId, open]);
  const attempt = useAttempt(openId, openId !== undefined && openId === shown);
  const begin = () =>
    start.mutate(paperId, {
      onSuccess: (a) => setAttemptId(a.id),
      onError: (error) => toast.error(failureMessage(error)),
    });

  if (paper.isPending || (openId !== undefined && attempt.isPending)) return <PageLoading />;
  if (paper.isError) return <PageFailure error={paper.error} onRetry={paper.refetch} />;
  if (attempt.isError) return <PageFailure error={attempt.error} onRetry={attempt.refetch} />;
  if (attempt.data) return <AttemptSheet key={attempt.data.id} attempt={attempt.data} onAgain={begin} />;

  const p = paper.data;
  return (
    <div className="yw-kszx-intro" data-testid="kszx-intro">
      <h2 className="yw-kszx-intro__title">{p.title}</h2>
      <ul className="yw-kszx-intro__facts">
        <li>限时 {Math.round(p.time_limit_s / 60)} 分钟</li>
        <li>共 {p.question_count} 题</li>
        {p.best_score !== null && <li data-testid="kszx-best">最好成绩 {p.best_score} 分</li>}
      </ul>
      <p className="yw-kszx-intro__types">
        {p.types.map((t) => (
          <span key={t} className="yw-kszx-chip">
            {QUESTION_TYPE_NAMES[t]}
          </span>
        ))}
      </p>
      <p className="yw-kszx-note">开始后计时，答案会随时保存；时间到了会自动交卷。</p>
      <button type="button" className="yw-button" data-testid="kszx-start" disabled={start.isPending} onClick={begin}>
        开始答题
      </button>
    </div>
  );
}
