import type { TextbookVolumeSummary } from '@yuwen/protocol';
import type { ReactNode } from 'react';
import { PageFailure, PageLoading, PageMessage } from '../../../components/page-state/page-state';
import { useVolumeChoice, type VolumeChoiceOptions } from '../../../components/textbook-volume/use-volume-choice';
import { VolumePicker } from '../../../components/textbook-volume/volume-picker';

/** The grade and volume chooser shared by the textbook areas, then what the chosen volume shows. */
export function WithVolume({
  options,
  children,
}: {
  options?: VolumeChoiceOptions & { key?: string };
  children: (volume: TextbookVolumeSummary) => ReactNode;
}) {
  const choice = useVolumeChoice(options);
  const list = choice.volumes.data ?? [];
  const chosen = (options?.key ? list.find((v) => v.key === options.key) : undefined) ?? choice.chosen;
  if (choice.volumes.isError) return <PageFailure error={choice.volumes.error} onRetry={choice.volumes.refetch} />;
  if (choice.pending) return <PageLoading />;
  if (!chosen) return <PageMessage glyph="册" title="还没有课本，稍后再来看看吧" />;
  return (
    <>
      <VolumePicker volumes={list} chosen={chosen} onChoose={choice.choose} testIdPrefix="kszx" />
      {children(chosen)}
    </>
  );
}
