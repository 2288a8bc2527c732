import { Link } from 'react-router';
import { PageFailure, PageLoading, PageMessage } from '../../../components/page-state/page-state';
import { TitleBar } from '../../../components/title-bar/title-bar';
import { useArea } from '../../area-routes';
import { useMyAssignments } from '../api/classes.api';
import { dayText, homeworkAction, homeworkLink, homeworkState } from '../homework-links';
import '../classes.css';

/** 我的作业: every class's work, the soonest due first, each opening the page where it is done. */
export function HomeworkPage() {
  const { desktop } = useArea();
  const list = useMyAssignments();
  return (
    <>
      <TitleBar title="我的作业" back />
      <main className="yw-page yw-homework" data-testid="homework-page">
        {list.isPending ? (
          <PageLoading />
        ) : list.isError ? (
          <PageFailure error={list.error} onRetry={list.refetch} />
        ) : list.data.length === 0 ? (
          <PageMessage glyph="作" title="现在没有作业，去学习乐园逛逛吧">
            <Link className="yw-button yw-button--soft" to="/myClass">
              加入班级
            </Link>
          </PageMessage>
        ) : (
          <ul className="yw-homework__list">
            {list.data.map((a) => (
              <li
                key={a.id}
                className={`yw-homework__item yw-homework__item--${a.work.mark ?? a.work.state}`}
                data-testid="homework-item"
                data-state={a.work.state}
              >
                <div className="yw-homework__head">
                  <b className="yw-homework__title">{a.title}</b>
                  <span className="yw-classes-soft">
                    {a.class_name} · {dayText(a.due_date)}前
                  </span>
                </div>
                {a.note && <p className="yw-homework__note">{a.note}</p>}
                <p className="yw-homework__state" data-testid="homework-state">
                  {homeworkState(a)}
                </p>
                {a.work.comment && (
                  <p className="yw-homework__comment" data-testid="homework-comment">
                    <span className="yw-homework__who">老师的评语：</span>
                    {a.work.comment}
                  </p>
                )}
                {(a.work.state !== 'done' || a.work.mark === 'again') && (
                  <Link className="yw-button" to={homeworkLink(a, desktop)} data-testid="homework-go">
                    {homeworkAction(a)}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        )}
      </main>
    </>
  );
}
