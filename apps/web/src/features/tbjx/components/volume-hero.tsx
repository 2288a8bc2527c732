import type { TextbookUnit, TextbookVolumeSummary } from '@yuwen/protocol';
import { Link } from 'react-router';
import { PageMessage } from '../../../components/page-state/page-state';
import { lessonLabel, nextLesson } from '../../../components/textbook-volume/next-lesson';
import { gradeName } from '../../../components/textbook-volume/volume-choice';
import { volumeProgress } from '../progress';
import { useTbjxLinks } from '../tbjx-links';
import { ProgressBar } from './lesson-list';

/** The chosen volume: its name, what it teaches, the pupil's progress and the lesson to go on with. */
export function VolumeHero({ volume, units }: { volume: TextbookVolumeSummary; units: readonly TextbookUnit[] }) {
  const links = useTbjxLinks();
  const progress = volumeProgress(units);
  const next = nextLesson(units);
  const lessons = units.reduce((sum, unit) => sum + unit.lessons.length, 0);
  return (
    <header className="yw-tbjx-hero" data-testid="tbjx-hero" data-volume={volume.key}>
      <span className="yw-tbjx-hero__glyph yw-kai" aria-hidden="true">
        {(gradeName(volume.grade) || volume.name).slice(0, 1)}
      </span>
      <div className="yw-tbjx-hero__text">
        <h2 className="yw-tbjx-hero__name" data-testid="tbjx-volume-name">
          {volume.name}
        </h2>
        <p className="yw-tbjx-hero__facts">
          {['统编版语文', volume.edition, `${units.length} 个单元`, `${lessons} 课`].filter(Boolean).join(' · ')}
        </p>
        {progress.total > 0 && (
          <div className="yw-tbjx-hero__progress">
            <span>
              已学会 {progress.learned} / {progress.total} 个字
            </span>
            <ProgressBar progress={progress} label={`${volume.name}学会的字`} figures={false} />
          </div>
        )}
        {next && (
          <Link className="yw-tbjx-hero__next" to={links.part('bookContent', next.id)} data-testid="tbjx-next-lesson">
            {progress.learned > 0 ? '接着学' : '从这一课开始'}：{lessonLabel(next)}
          </Link>
        )}
      </div>
    </header>
  );
}

/** Said of a volume whose lessons are not all here yet: kindly, for pupils and parents. */
export function PartialNotice() {
  return (
    <p className="yw-tbjx-notice" data-testid="tbjx-partial">
      这一册还有一些课文正在准备中，先学已经准备好的课文吧！
    </p>
  );
}

/** A volume the server lists no units for yet. */
export function EmptyVolume({ name }: { name: string }) {
  return <PageMessage glyph="苗" title={`「${name}」的课文正在准备中，过几天再来看看吧`} testId="tbjx-volume-empty" />;
}
