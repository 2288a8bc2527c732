// tbjx = 同步教学: the book's contents — grade and volume, then its units and lessons with progress.
import { TBJX_MODULE_ID, type TextbookVolumeSummary } from '@yuwen/protocol';
import type { ReactNode } from 'react';
import { PageFailure, PageLoading, PageMessage } from '../../../components/page-state/page-state';
import { TitleBar } from '../../../components/title-bar/title-bar';
import { useLearningRecord } from '../../../lib/learning-record';
import { useTextbookVolume } from '../api/textbook-volume.api';
import { UnitLessons } from './lesson-list';
import { useVolumeChoice } from './use-volume-choice';
import { EmptyVolume, PartialNotice, VolumeHero } from './volume-hero';
import { VolumePicker } from './volume-picker';
import '../tbjx.css';

/** The choice states every contents view shares: loading, failure, no volume at all. */
export function VolumeChoiceState({ choice }: { choice: ReturnType<typeof useVolumeChoice> }): ReactNode {
  if (choice.volumes.isError) return <PageFailure error={choice.volumes.error} onRetry={choice.volumes.refetch} />;
  if (choice.pending) return <PageLoading />;
  return <PageMessage glyph="书" title="课本正在准备中，过几天再来看看吧" testId="tbjx-no-volumes" />;
}

/** One volume's units and lessons, under its hero. */
function VolumeLessons({ volume }: { volume: TextbookVolumeSummary }) {
  const answer = useTextbookVolume(volume.id);
  if (answer.isPending) return <PageLoading />;
  if (answer.isError) return <PageFailure error={answer.error} onRetry={answer.refetch} />;
  const { units } = answer.data;
  return (
    <>
      <VolumeHero volume={answer.data} units={units} />
      {answer.data.status === 'partial' && <PartialNotice />}
      {units.length === 0 ? (
        <EmptyVolume name={volume.name} />
      ) : (
        <div className="yw-tbjx-units" data-testid="tbjx-units">
          {units.map((unit) => (
            <UnitLessons key={unit.id} unit={unit} />
          ))}
        </div>
      )}
    </>
  );
}

/** /tbjx, /tbjx/bookIndex (and under /jdxa): choose a volume, then a lesson. */
export function BookIndexPage({ volumeParam }: { volumeParam?: number }) {
  useLearningRecord(TBJX_MODULE_ID);
  const choice = useVolumeChoice(volumeParam);
  const { chosen } = choice;
  return (
    <>
      <TitleBar title="同步教学" back />
      <main className="yw-page yw-tbjx" data-testid="tbjx-index">
        {chosen && choice.volumes.data ? (
          <>
            <VolumePicker volumes={choice.volumes.data} chosen={chosen} onChoose={choice.choose} />
            <VolumeLessons key={chosen.id} volume={chosen} />
          </>
        ) : (
          <VolumeChoiceState choice={choice} />
        )}
      </main>
    </>
  );
}
