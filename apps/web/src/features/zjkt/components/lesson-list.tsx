import { Link } from 'react-router';
import { PageFailure, PageLoading, PageMessage } from '../../../components/page-state/page-state';
import { useLessons } from '../api/zjkt.api';

/** The published lessons as cards: cover (or the title's first character), title, author, opening words. */
export function LessonList({ linkOf, current }: { linkOf: (id: number) => string; current?: number | undefined }) {
  const lessons = useLessons();
  if (lessons.isPending) return <PageLoading />;
  if (lessons.isError) return <PageFailure error={lessons.error} onRetry={lessons.refetch} />;
  if (lessons.data.length === 0) {
    return <PageMessage glyph="课" title="老师们正在准备课程，过几天再来看看吧" testId="zjkt-empty" />;
  }
  return (
    <ul className="yw-zjkt-list" data-testid="zjkt-list">
      {lessons.data.map((lesson) => (
        <li key={lesson.id}>
          <Link
            className={`yw-zjkt-card${lesson.id === current ? ' is-current' : ''}`}
            to={linkOf(lesson.id)}
            aria-current={lesson.id === current ? 'page' : undefined}
            data-testid="zjkt-card"
          >
            {lesson.cover ? (
              <img className="yw-zjkt-card__cover" src={lesson.cover} alt="" loading="lazy" />
            ) : (
              <span className="yw-zjkt-card__cover yw-zjkt-card__cover--glyph yw-kai" aria-hidden="true">
                {Array.from(lesson.title.replace(/[《》「」“”：:、，。！？\s]/g, ''))[0] ?? '课'}
              </span>
            )}
            <span className="yw-zjkt-card__body">
              <span className="yw-zjkt-card__title">{lesson.title}</span>
              <span className="yw-zjkt-card__meta">
                {lesson.author_name}
                {lesson.has_video && <span className="yw-zjkt-card__badge">有视频</span>}
              </span>
              <span className="yw-zjkt-card__summary">{lesson.summary}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
