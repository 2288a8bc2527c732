import { RECITATION_MAX_BYTES } from '@yuwen/protocol';
import { useState } from 'react';
import { PageLoading } from '../../../components/page-state/page-state';
import { toast } from '../../../components/toast/toast-store';
import { failureMessage } from '../../../lib/http-transport';
import { useDeleteSyllableAudio, useSyllableAudioList, useUploadSyllableAudio } from '../api/syllable-audio.api';
import { RecordingRow } from './recording-row';

const MAX_MB = RECITATION_MAX_BYTES / 1024 / 1024;
/** Enough to see the gaps at a glance; the rest behind 显示全部. */
const FIRST_SHOWN = 40;

/** 读音录音: the readings without a recording, for a teacher to record; each plays wherever the reading plays. */
export function SyllableAudioManager() {
  const list = useSyllableAudioList();
  const upload = useUploadSyllableAudio();
  const remove = useDeleteSyllableAudio();
  const [all, setAll] = useState(false);
  const failed = upload.isError ? upload.variables : undefined;
  const body = () => {
    if (list.isPending) return <PageLoading />;
    if (list.isError) return <p className="yw-manage-error">{failureMessage(list.error)}</p>;
    if (list.data.length === 0) return <p className="yw-manage-hint">字表里的每个读音都有录音了。</p>;
    const silent = list.data.filter((r) => r.url === '').length;
    const shown = all ? list.data : list.data.slice(0, FIRST_SHOWN);
    return (
      <>
        <p className="yw-manage-hint" data-testid="syllable-audio-summary">
          还有 {silent} 个读音没有录音，已有老师录音 {list.data.length - silent} 个。
        </p>
        <ul className="yw-word-audio-list" data-testid="syllable-audio-list">
          {shown.map((r) => {
            const same = (v?: { syllable: string; tone: number }) => v?.syllable === r.syllable && v.tone === r.tone;
            return (
              <RecordingRow
                key={`${r.syllable}${r.tone}`}
                name={r.reading}
                title={r.reading}
                detail={`如「${r.example}」`}
                url={r.url}
                uploading={upload.isPending && same(upload.variables)}
                disabled={upload.isPending}
                deleting={remove.isPending}
                error={same(failed) ? failureMessage(upload.error) : undefined}
                testIdPrefix="syllable-audio"
                onFile={(file) =>
                  upload.mutate(
                    { syllable: r.syllable, tone: r.tone, file },
                    { onSuccess: () => toast.success(`已上传 ${r.reading} 的录音`) },
                  )
                }
                onDelete={() =>
                  remove.mutate(r, {
                    onSuccess: () => toast.success(`已删除 ${r.reading} 的录音`),
                    onError: (error) => toast.error(failureMessage(error)),
                  })
                }
              />
            );
          })}
        </ul>
        {!all && list.data.length > FIRST_SHOWN && (
          <button type="button" className="yw-link-button" onClick={() => setAll(true)}>
            显示全部 {list.data.length} 个读音
          </button>
        )}
      </>
    );
  };
  return (
    <section
      className="yw-manage-section"
      aria-labelledby="manage-syllable-audio-title"
      data-testid="syllable-audio-manager"
    >
      <h2 id="manage-syllable-audio-title" className="yw-section-title">
        读音录音
      </h2>
      <p className="yw-manage-hint">
        这些读音还没有录音，字典、拼音学习和朗读到它们时会跳过。上传一个读音的录音（WebM、Ogg、MP4、MP3 或 WAV，{MAX_MB}
        MB 以内），所有读到它的地方都会播放；其他服务器上一分钟内生效。
      </p>
      {body()}
    </section>
  );
}
