import type { TextbookVolumeSummary } from '@yuwen/protocol';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { ChevronRightIcon } from '../../../components/icons/icons';
import { PageFailure, PageLoading, PageMessage } from '../../../components/page-state/page-state';
import { useTextbookVolume } from '../../../components/textbook-volume/api/textbook-volume.api';
import type { VolumeChoice } from '../../../components/textbook-volume/use-volume-choice';
import { VolumePicker } from '../../../components/textbook-volume/volume-picker';
import { useBpcyLinks } from '../bpcy-links';

/**
 * A volume's units, each with its lessons and a 听写 of all its words; a lesson opens its words.
 * The open one is marked and kept in view.
 */
function VolumeLessons({ volume, currentLessonId }: { volume: TextbookVolumeSummary; currentLessonId?: number }) {
  const answer = useTextbookVolume(volume.id);
  const links = useBpcyLinks();
  const listRef = useRef<HTMLDivElement>(null);
  const loaded = answer.isSuccess;
  useEffect(() => {
    if (!loaded || currentLessonId === undefined) return;
    listRef.current?.querySelector(`[data-lesson-id="${currentLessonId}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [loaded, currentLessonId]);
  if (answer.isPending) return <PageLoading />;
  if (answer.isError) return <PageFailure error={answer.error} onRetry={answer.refetch} />;
  if (answer.data.units.length === 0)
    return <PageMessage glyph="书" title={`${volume.name}的课文还在整理中`} testId="bpcy-empty-volume" />;
  return (
    <div className="yw-bpcy-units" ref={listRef} data-testid="bpcy-units">
      {answer.data.units.map((unit) => (
        <section key={unit.id} className="yw-bpcy-unit" aria-label={unit.title}>
          <div className="yw-bpcy-unit__head">
            <h2 className="yw-bpcy-unit__title">
              {unit.title}
              {unit.section && <span className="yw-bpcy-unit__section">{unit.section}</span>}
            </h2>
            <Link
              className="yw-bpcy-unit__dictation"
              to={links.unitDictation(unit.id)}
              aria-label={`听写本单元：${unit.title}的词语`}
              data-testid="bpcy-unit-dictation"
            >
              听写本单元
            </Link>
          </div>
          <ul className="yw-bpcy-lessons">
            {unit.lessons.map((lesson) => {
              const current = lesson.id === currentLessonId;
              return (
                <li key={lesson.id} className="yw-bpcy-lessons__item">
                  <Link
                    className={`yw-bpcy-lesson${current ? ' is-current' : ''}`}
                    to={links.lesson(lesson.id)}
                    aria-current={current ? 'page' : undefined}
                    data-testid="bpcy-lesson"
                    data-lesson-id={lesson.id}
                  >
                    {lesson.number && <span className="yw-bpcy-lesson__number">{lesson.number}</span>}
                    <span className="yw-bpcy-lesson__title yw-kai">{lesson.title}</span>
                    {lesson.kind !== unit.section && <span className="yw-bpcy-lesson__kind">{lesson.kind}</span>}
                    <ChevronRightIcon className="yw-bpcy-lesson__arrow" />
                  </Link>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** Grade and volume, then the chosen volume's lessons; the states of loading the volumes. */
export function LessonChooser({
  choice,
  currentLessonId,
}: {
  choice: VolumeChoice;
  currentLessonId?: number;
}): ReactNode {
  const { volumes, chosen } = choice;
  if (volumes.isError) return <PageFailure error={volumes.error} onRetry={volumes.refetch} />;
  if (volumes.isSuccess && volumes.data.length === 0)
    return <PageMessage glyph="书" title="课本正在准备中，过几天再来看看吧" testId="bpcy-no-volumes" />;
  if (!chosen || !volumes.data) return <PageLoading />;
  return (
    <>
      <VolumePicker volumes={volumes.data} chosen={chosen} onChoose={choice.choose} testIdPrefix="bpcy" />
      <VolumeLessons key={chosen.id} volume={chosen} currentLessonId={currentLessonId} />
    </>
  );
}
