import type { LessonSummary, TextbookUnit } from '@yuwen/protocol';
import { Link } from 'react-router';
import { ChevronRightIcon } from '../../../components/icons/icons';
import { type Progress, percent, sumProgress } from '../progress';
import { useTbjxLinks } from '../tbjx-links';

/** A colour per kind of lesson, so a pupil finds 古诗 or 语文园地 at a glance. */
const KIND_CLASS: Readonly<Record<string, string>> = {
  识字: 'sz',
  汉语拼音: 'py',
  课文: 'kw',
  古诗: 'gs',
  文言文: 'wyw',
  口语交际: 'ky',
  语文园地: 'yd',
  快乐读书吧: 'ds',
};

export function KindBadge({ kind }: { kind: string }) {
  return <span className={`yw-tbjx-kind yw-tbjx-kind--${KIND_CLASS[kind] ?? 'other'}`}>{kind}</span>;
}

/**
 * Learned of total as a thin bar with the figures (`figures` false where the page writes them out
 * beside it); nothing for a lesson without characters.
 */
export function ProgressBar({
  progress,
  label,
  figures = true,
}: {
  progress: Progress;
  label?: string;
  figures?: boolean;
}) {
  if (progress.total <= 0) return null;
  const value = percent(progress);
  const done = progress.learned >= progress.total;
  return (
    <span className={`yw-tbjx-progress${done ? ' is-done' : ''}`} data-testid="tbjx-progress">
      <span
        className="yw-tbjx-progress__bar"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={progress.total}
        aria-valuenow={Math.min(progress.learned, progress.total)}
        aria-label={label ?? '学会的字'}
      >
        <span className="yw-tbjx-progress__fill" style={{ width: `${value}%` }} />
      </span>
      {figures && (
        <span className="yw-tbjx-progress__text">
          {Math.min(progress.learned, progress.total)}/{progress.total}
        </span>
      )}
    </span>
  );
}

/** One lesson of a unit: kind, number, title and progress; it opens the lesson. */
export function LessonRow({ lesson, current = false }: { lesson: LessonSummary; current?: boolean }) {
  const links = useTbjxLinks();
  return (
    <Link
      className={`yw-tbjx-lesson${current ? ' is-current' : ''}`}
      to={links.part('bookContent', lesson.id)}
      aria-current={current ? 'page' : undefined}
      data-testid="tbjx-lesson"
      data-lesson-id={lesson.id}
    >
      <KindBadge kind={lesson.kind} />
      <span className="yw-tbjx-lesson__name">
        {lesson.number && <span className="yw-tbjx-lesson__number">{lesson.number}</span>}
        <span className="yw-tbjx-lesson__title yw-kai">{lesson.title}</span>
      </span>
      {lesson.total > 0 ? (
        <ProgressBar progress={lesson} label={`${lesson.title}学会的字`} />
      ) : (
        <span className="yw-tbjx-lesson__none">无生字</span>
      )}
    </Link>
  );
}

/** A unit with its lessons; its title opens the unit page (日积月累). `current` marks the open lesson or unit. */
export function UnitLessons({ unit, current }: { unit: TextbookUnit; current?: number }) {
  const links = useTbjxLinks();
  const here = current === unit.id;
  return (
    <section className="yw-tbjx-unit" data-testid="tbjx-unit" data-unit-id={unit.id}>
      <Link
        className={`yw-tbjx-unit__head${here ? ' is-current' : ''}`}
        to={links.part('partInfo', unit.id)}
        aria-current={here ? 'page' : undefined}
        data-testid="tbjx-unit-link"
      >
        <span className="yw-tbjx-unit__title">{unit.title}</span>
        {unit.section && <span className="yw-tbjx-unit__section">{unit.section}</span>}
        <ProgressBar progress={sumProgress(unit.lessons)} label={`${unit.title}学会的字`} />
        <ChevronRightIcon className="yw-tbjx-unit__arrow" />
      </Link>
      <ul className="yw-tbjx-lessons">
        {unit.lessons.map((lesson) => (
          <li key={lesson.id}>
            <LessonRow lesson={lesson} current={lesson.id === current} />
          </li>
        ))}
      </ul>
    </section>
  );
}
