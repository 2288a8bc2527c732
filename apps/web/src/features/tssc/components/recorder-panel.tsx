// tssc = 唐诗宋词: record a recitation, listen back, keep (upload) or discard; the kept ones listed.
import type { RecitationRecord } from '@yuwen/protocol';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '../../../components/toast/toast-store';
import { withSession } from '../../../lib/api-client';
import { failureMessage } from '../../../lib/http-transport';
import { type AudioRecorder, createAudioRecorder, type Recording } from '../../../platform/audio-record';
import { useHandIn, useReciteHomework } from '../api/hand-in.api';
import { useDeleteRecitation, useRecitations, useUploadRecitation } from '../api/recitations.api';
import { useRefreshReciteStates } from '../api/recite-states.api';
import { clock, recitationPlayer } from '../recitation-player';

/** What is playing now: a kept recording's id, or the preview of the new one. */
type Playing = number | 'preview' | null;

/** Plays one address at a time on the shared player and follows its position. */
function usePlayback() {
  const [playing, setPlaying] = useState<Playing>(null);
  const [position, setPosition] = useState(0);
  useEffect(() => {
    const player = recitationPlayer();
    const offEnded = player.onEnded(() => setPlaying(null));
    const offTime = player.onTime((seconds) => setPosition(seconds));
    return () => {
      offEnded();
      offTime();
      player.stop();
    };
  }, []);
  const toggle = useCallback(
    (which: Exclude<Playing, null>, url: string) => {
      const player = recitationPlayer();
      if (playing === which) {
        player.stop();
        setPlaying(null);
        return;
      }
      setPosition(0);
      setPlaying(which);
      player.play(url);
    },
    [playing],
  );
  const stop = useCallback(() => {
    recitationPlayer().stop();
    setPlaying(null);
  }, []);
  return { playing, position, toggle, stop };
}

/** The recording's bytes: the blob itself, or what the native shell's address serves to the page. */
async function recordingBlob(recording: Recording): Promise<Blob> {
  if (recording.kind === 'blob') return recording.blob;
  return (await fetch(recording.path)).blob();
}

function previewUrl(recording: Recording): string {
  return recording.kind === 'blob' ? URL.createObjectURL(recording.blob) : recording.path;
}

function microphoneMessage(error: unknown): string {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return '没有得到麦克风权限，请在设置中允许录音';
  if (name === 'NotFoundError') return '没有找到麦克风';
  return '无法开始录音，请检查麦克风';
}

function RecordingRow({
  record,
  playing,
  position,
  onPlay,
  onDelete,
  deleting,
  handIn,
}: {
  record: RecitationRecord;
  playing: boolean;
  position: number;
  onPlay: () => void;
  onDelete: () => void;
  deleting: boolean;
  /** 「交给老师」 when the pupil has 背诵 作业 of this poem; `handed` once this recording was handed in. */
  handIn?: { handed: boolean; busy: boolean; run: () => void };
}) {
  const [confirming, setConfirming] = useState(false);
  const when = new Date(record.created_at).toLocaleString('zh-CN', { hour12: false });
  return (
    <li className="yw-tssc-recording" data-testid="recitation-row" data-state={playing ? 'playing' : 'idle'}>
      <button type="button" className="yw-button yw-button--soft" onClick={onPlay} data-testid="recitation-play">
        {playing ? `停止 ${clock(position)}` : '播放'}
      </button>
      <span className="yw-tssc-recording__meta">
        <span>{when}</span>
        <span className="yw-tssc-recording__size">{Math.max(1, Math.round(record.size / 1024))} KB</span>
      </span>
      {handIn &&
        (handIn.handed ? (
          <span className="yw-tssc-soft" data-testid="recitation-handed">
            已交给老师
          </span>
        ) : (
          <button
            type="button"
            className="yw-button"
            onClick={handIn.run}
            disabled={handIn.busy}
            data-testid="recitation-hand-in"
          >
            交给老师
          </button>
        ))}
      {confirming ? (
        <span className="yw-tssc-recording__confirm">
          <button
            type="button"
            className="yw-button yw-tssc-danger"
            onClick={onDelete}
            disabled={deleting}
            data-testid="recitation-delete-confirm"
          >
            确认删除
          </button>
          <button type="button" className="yw-button yw-button--soft" onClick={() => setConfirming(false)}>
            取消
          </button>
        </span>
      ) : (
        <button
          type="button"
          className="yw-button yw-button--soft"
          onClick={() => setConfirming(true)}
          data-testid="recitation-delete"
        >
          删除
        </button>
      )}
    </li>
  );
}

/** 我的录音: record, listen back, keep or discard; kept recordings are listed, playable and deletable. */
export function RecorderPanel({ poemId, moduleId }: { poemId: number; moduleId: number | undefined }) {
  const recorder = useRef<AudioRecorder | null>(null);
  const [phase, setPhase] = useState<'idle' | 'starting' | 'recording'>('idle');
  const [seconds, setSeconds] = useState(0);
  const [recording, setRecording] = useState<{ data: Recording; url: string } | null>(null);
  const recordings = useRecitations(poemId);
  const upload = useUploadRecitation();
  const remove = useDeleteRecitation();
  const refreshStates = useRefreshReciteStates();
  const homework = useReciteHomework(poemId);
  const handIn = useHandIn();
  const { playing, position, toggle, stop } = usePlayback();

  useEffect(() => {
    if (phase !== 'recording') return;
    const started = Date.now();
    const timer = setInterval(() => setSeconds((Date.now() - started) / 1000), 250);
    return () => clearInterval(timer);
  }, [phase]);

  // A preview made from a blob holds memory until its address is revoked.
  useEffect(
    () => () => {
      if (recording?.data.kind === 'blob') URL.revokeObjectURL(recording.url);
    },
    [recording],
  );

  const start = async () => {
    stop();
    setRecording(null);
    setSeconds(0);
    setPhase('starting');
    const next = createAudioRecorder();
    try {
      await next.start();
      recorder.current = next;
      setPhase('recording');
    } catch (error) {
      setPhase('idle');
      toast.error(microphoneMessage(error));
    }
  };

  const finish = async () => {
    const active = recorder.current;
    recorder.current = null;
    setPhase('idle');
    if (!active) return;
    try {
      const data = await active.stop();
      setRecording({ data, url: previewUrl(data) });
    } catch {
      toast.error('录音没有成功，请再试一次');
    }
  };

  // Leaving the page mid-recording releases the microphone.
  useEffect(
    () => () => {
      void recorder.current?.stop().catch(() => undefined);
    },
    [],
  );

  const keep = async () => {
    if (!recording || moduleId === undefined) return;
    stop();
    try {
      await upload.mutateAsync({ poemId, moduleId, audio: await recordingBlob(recording.data) });
      setRecording(null);
      void refreshStates();
      toast.success('录音已保存');
    } catch (error) {
      toast.error(failureMessage(error, '录音保存失败，请重试'));
    }
  };

  const discard = () => {
    stop();
    setRecording(null);
  };

  const deleteOne = async (id: number) => {
    if (playing === id) stop();
    try {
      await remove.mutateAsync(id);
      toast.success('录音已删除');
    } catch (error) {
      toast.error(failureMessage(error, '删除失败，请重试'));
    }
  };

  const handInOne = (recitationId: number) =>
    handIn.mutate(
      { assignmentIds: (homework.data ?? []).map((a) => a.id), recitationId },
      {
        onSuccess: () => toast.success('已交给老师，等老师听一听'),
        onError: (error) => toast.error(failureMessage(error, '没有交上，请再试一次')),
      },
    );
  const handedIds = new Set((homework.data ?? []).map((a) => a.work.recitation_id));

  const list = recordings.data ?? [];
  return (
    <section className="yw-tssc-recorder" aria-label="我的录音" data-testid="recorder-panel">
      <h2 className="yw-tssc-heading">我的录音</h2>
      {phase === 'recording' ? (
        <div className="yw-tssc-recorder__live" data-testid="recorder-live">
          <span className="yw-tssc-recorder__dot" aria-hidden="true" />
          <span>正在录音 {clock(seconds)}</span>
          <button type="button" className="yw-button" onClick={finish} data-testid="recorder-stop">
            停止
          </button>
        </div>
      ) : recording ? (
        <div className="yw-tssc-recorder__preview" data-testid="recorder-preview">
          <button
            type="button"
            className="yw-button yw-button--soft"
            onClick={() => toggle('preview', recording.url)}
            data-testid="recorder-listen"
          >
            {playing === 'preview' ? `停止 ${clock(position)}` : '试听'}
          </button>
          <button
            type="button"
            className="yw-button"
            onClick={keep}
            disabled={upload.isPending || moduleId === undefined}
            data-testid="recorder-keep"
          >
            {upload.isPending ? '保存中...' : '保留'}
          </button>
          <button type="button" className="yw-button yw-button--soft" onClick={discard} data-testid="recorder-discard">
            放弃
          </button>
        </div>
      ) : (
        <button
          type="button"
          className="yw-big-button"
          onClick={start}
          disabled={phase === 'starting'}
          data-testid="recorder-start"
        >
          {phase === 'starting' ? '准备录音...' : '开始录音'}
        </button>
      )}
      {recordings.isPending ? (
        <p className="yw-tssc-soft">录音加载中...</p>
      ) : recordings.isError ? (
        <p className="yw-tssc-soft">
          {failureMessage(recordings.error)}
          <button type="button" className="yw-button yw-button--soft" onClick={() => recordings.refetch()}>
            重试
          </button>
        </p>
      ) : list.length === 0 ? (
        <p className="yw-tssc-soft" data-testid="recitations-empty">
          还没有保存的录音。背一遍录下来，听听自己背得怎么样。
        </p>
      ) : (
        <ul className="yw-tssc-recordings" data-testid="recitation-list">
          {list.map((record) => (
            <RecordingRow
              key={record.id}
              record={record}
              playing={playing === record.id}
              position={position}
              onPlay={() => toggle(record.id, withSession(record.recitation_audio))}
              onDelete={() => deleteOne(record.id)}
              deleting={remove.isPending}
              handIn={
                homework.data && homework.data.length > 0
                  ? {
                      handed: handedIds.has(record.id),
                      busy: handIn.isPending,
                      run: () => handInOne(record.id),
                    }
                  : undefined
              }
            />
          ))}
        </ul>
      )}
    </section>
  );
}
