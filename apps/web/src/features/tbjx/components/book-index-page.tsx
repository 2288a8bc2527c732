// tbjx = 同步教学: the book's contents — grade and volume, then its units and lessons with progress.
import { TBJX_MODULE_ID, type TextbookVolumeSummary } from '@yuwen/protocol';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { PageFailure, PageLoading, PageMessage } from '../../../components/page-state/page-state';
import { useTextbookVolume } from '../../../components/textbook-volume/api/textbook-volume.api';
import { useVolumeChoice, type VolumeChoice } from '../../../components/textbook-volume/use-volume-choice';
import { VolumePicker } from '../../../components/textbook-volume/volume-picker';
import { TitleBar } from '../../../components/title-bar/title-bar';
import { useLearningRecord } from '../../../lib/learning-record';
import { OfflinePack } from '../offline/offline-pack';
import { useTbjxLinks } from '../tbjx-links';
import { UnitLessons } from './lesson-list';
import { EmptyVolume, PartialNotice, VolumeHero } from './volume-hero';
import '../tbjx.css';

/**
 * The volume the contents show: `shown` (the volume of the lesson open beside them on desktop), then
 * `?volume=`, the remembered choice, the profile's grade. Choosing opens the volume's contents.
 */
export function useContentsVolume(volumeParam: number | undefined, shown?: number): VolumeChoice {
  const navigate = useNavigate();
  const links = useTbjxLinks();
  return useVolumeChoice({
    asked: volumeParam,
    shown,
    onChoose: (volume) => void navigate(links.index(volume.id), { replace: true }),
  });
}

/** The choice states every contents view shares: loading, failure, no volume at all. */
export function VolumeChoiceState({ choice }: { choice: VolumeChoice }): ReactNode {
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
      <OfflinePack volumeId={volume.id} units={units} />
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
  const choice = useContentsVolume(volumeParam);
  const { chosen } = choice;
  return (
    <>
      <TitleBar title="同步教学" back />
      <main className="yw-page yw-tbjx" data-testid="tbjx-index">
        {chosen && choice.volumes.data ? (
          <>
            <VolumePicker volumes={choice.volumes.data} chosen={chosen} onChoose={choice.choose} testIdPrefix="tbjx" />
            <VolumeLessons key={chosen.id} volume={chosen} />
          </>
        ) : (
          <VolumeChoiceState choice={choice} />
        )}
      </main>
    </>
  );
}
