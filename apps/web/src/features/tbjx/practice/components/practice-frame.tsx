import type { TextbookLesson } from '@yuwen/protocol';
import type { ReactNode } from 'react';
import { PageLoading, PageMessage } from '../../../../components/page-state/page-state';
import { lessonLabel } from '../../../../components/textbook-volume/next-lesson';
import { TitleBar } from '../../../../components/title-bar/title-bar';
import { failureMessage } from '../../../../lib/http-transport';
import '../practice.css';

/** A practice page: the title bar and the page body (the desktop layout restyles both). */
export function PracticeFrame({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <>
      <TitleBar title={title} back />
      <main className="yw-page yw-tbp" data-testid={testId}>
        {children}
      </main>
    </>
  );
}

/** Which lesson is practised: volume and unit, then the lesson's number and title. */
export function LessonHeading({ lesson }: { lesson: TextbookLesson }) {
  const place = lesson.breadcrumbs
    .slice(1, 3)
    .map((crumb) => crumb.name)
    .join(' · ');
  return (
    <header className="yw-tbp-lesson" data-testid="practice-lesson" data-lesson={lesson.id}>
      {place && <p className="yw-tbp-lesson__place">{place}</p>}
      <h1 className="yw-tbp-lesson__name">{lessonLabel(lesson)}</h1>
    </header>
  );
}

/** An address that names no lesson. */
export function NoLesson() {
  return <PageMessage glyph="课" title="没有找到这一课" testId="practice-no-lesson" />;
}

/** A load still waiting, or failed (its message and a retry). */
export function PracticeLoadState({
  query,
  retryText = '重新加载',
}: {
  query: { isError: boolean; error: unknown; refetch: () => unknown };
  retryText?: string;
}) {
  if (!query.isError) return <PageLoading />;
  return (
    <PageMessage glyph="网" title={failureMessage(query.error)} testId="practice-error">
      <button type="button" className="yw-button" onClick={() => void query.refetch()}>
        {retryText}
      </button>
    </PageMessage>
  );
}
