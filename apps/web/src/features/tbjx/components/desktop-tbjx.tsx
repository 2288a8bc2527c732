// tbjx = 同步教学 on the desktop table: one page, /tbjx — the book's contents in a column on the
// left, and on the right the volume, or the part ?part=…&id=… names (a lesson, a unit, media …).
import { TBJX_MODULE_ID, type TextbookUnit, type TextbookVolumeSummary } from '@yuwen/protocol';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { ChevronRightIcon } from '../../../components/icons/icons';
import { PageFailure, PageLoading } from '../../../components/page-state/page-state';
import { useTextbookVolume } from '../../../components/textbook-volume/api/textbook-volume.api';
import { VolumePicker } from '../../../components/textbook-volume/volume-picker';
import { TitleBar } from '../../../components/title-bar/title-bar';
import { useLearningRecord } from '../../../lib/learning-record';
import { useTextbookLesson } from '../api/textbook-lesson.api';
import { useTextbookUnit } from '../api/textbook-unit.api';
import { OfflinePack } from '../offline/offline-pack';
import { sumProgress } from '../progress';
import { type TbjxPart, useTbjxLinks } from '../tbjx-links';
import { useContentsVolume, VolumeChoiceState } from './book-index-page';
import { ProgressBar, UnitLessons } from './lesson-list';
import { EmptyVolume, PartialNotice, VolumeHero } from './volume-hero';
import '../tbjx.css';

/** The left column: grade and volume, then every unit with its lessons, the open one marked and in view. */
function Contents({ volume, current }: { volume: TextbookVolumeSummary; current?: number }) {
  const answer = useTextbookVolume(volume.id);
  const listRef = useRef<HTMLDivElement>(null);
  const loaded = answer.isSuccess;
  useEffect(() => {
    if (!loaded || current === undefined) return;
    listRef.current?.querySelector('[aria-current="page"]')?.scrollIntoView({ block: 'center' });
  }, [loaded, current]);
  if (answer.isPending) return <PageLoading />;
  if (answer.isError) return <PageFailure error={answer.error} onRetry={answer.refetch} />;
  if (answer.data.units.length === 0) return <EmptyVolume name={volume.name} />;
  return (
    <div className="yw-tbjx-units" ref={listRef} data-testid="tbjx-units">
      {answer.data.units.map((unit) => (
        <UnitLessons key={unit.id} unit={unit} current={current} />
      ))}
    </div>
  );
}

/** A unit on the volume's page: what it holds and how far the pupil is; it opens the unit. */
function UnitCard({ unit }: { unit: TextbookUnit }) {
  const links = useTbjxLinks();
  const rjly = unit.rijileiji.reduce((sum, group) => sum + group.items.length, 0);
  return (
    <li>
      <Link className="yw-tbjx-unit-card" to={links.part('partInfo', unit.id)} data-testid="tbjx-unit-card">
        <span className="yw-tbjx-unit-card__head">
          <span className="yw-tbjx-unit__title">{unit.title}</span>
          {unit.section && <span className="yw-tbjx-unit__section">{unit.section}</span>}
          <ChevronRightIcon className="yw-tbjx-unit__arrow" />
        </span>
        <span className="yw-tbjx-unit-card__lessons yw-kai">{unit.lessons.map((l) => l.title).join(' · ')}</span>
        <span className="yw-tbjx-unit-card__foot">
          <span>
            {unit.lessons.length} 课{rjly > 0 ? ` · 日积月累 ${rjly} 条` : ''}
          </span>
          <ProgressBar progress={sumProgress(unit.lessons)} label={`${unit.title}学会的字`} />
        </span>
      </Link>
    </li>
  );
}

/** The right side with no part open: the volume, its progress and its units. */
function VolumeOverview({ volume }: { volume: TextbookVolumeSummary }) {
  useLearningRecord(TBJX_MODULE_ID);
  const answer = useTextbookVolume(volume.id);
  let body: ReactNode;
  if (answer.isPending) body = <PageLoading />;
  else if (answer.isError) body = <PageFailure error={answer.error} onRetry={answer.refetch} />;
  else
    body = (
      <>
        <VolumeHero volume={answer.data} units={answer.data.units} />
        <OfflinePack volumeId={volume.id} units={answer.data.units} />
        {answer.data.status === 'partial' && <PartialNotice />}
        <ul className="yw-tbjx-unit-cards">
          {answer.data.units.map((unit) => (
            <UnitCard key={unit.id} unit={unit} />
          ))}
        </ul>
      </>
    );
  return (
    <>
      <TitleBar title="同步教学" back />
      <main className="yw-page yw-tbjx">{body}</main>
    </>
  );
}

/**
 * /tbjx on desktop. `part` and `id` say what the right side shows (`children`); the contents show
 * the volume of that lesson or unit, else the chosen one.
 */
export function DesktopTbjx({
  part,
  id,
  volumeParam,
  children,
}: {
  part?: TbjxPart;
  id?: number;
  volumeParam?: number;
  children?: ReactNode;
}) {
  const links = useTbjxLinks();
  const lessonId = part && part !== 'partInfo' ? id : undefined;
  const lesson = useTextbookLesson(lessonId);
  const unit = useTextbookUnit(part === 'partInfo' ? id : undefined);
  const unitVolume = unit.data?.breadcrumbs.find((crumb) => crumb.id !== TBJX_MODULE_ID)?.id;
  const choice = useContentsVolume(volumeParam, lesson.data?.volume_id ?? unitVolume);
  const { chosen } = choice;
  return (
    <div className="yw-tbjx-desk" data-testid="tbjx-desktop">
      <aside className="yw-tbjx-desk__side" aria-label="课本目录">
        <Link className="yw-tbjx-desk__brand" to={links.index()}>
          <span className="yw-tbjx-desk__logo yw-kai" aria-hidden="true">
            课
          </span>
          同步教学
        </Link>
        {chosen && choice.volumes.data ? (
          <>
            <VolumePicker volumes={choice.volumes.data} chosen={chosen} onChoose={choice.choose} testIdPrefix="tbjx" />
            <Contents key={chosen.id} volume={chosen} current={id} />
          </>
        ) : (
          <VolumeChoiceState choice={choice} />
        )}
      </aside>
      <section className="yw-tbjx-desk__main" data-testid="tbjx-desktop-main">
        {children ?? (chosen ? <VolumeOverview key={chosen.id} volume={chosen} /> : null)}
      </section>
    </div>
  );
}
