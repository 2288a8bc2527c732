import type { TextbookUnit } from '@yuwen/protocol';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useStoredAccount } from '../../../lib/account-store';
import { megabytes, percentDone } from './pack-plan';
import {
  downloadPack,
  type PackPlan,
  type PackRecord,
  packsSupported,
  planPack,
  readPack,
  removePack,
} from './pack-store';
import './offline-pack.css';

type PackState =
  | { step: 'checking' }
  | { step: 'idle' }
  | { step: 'measuring'; lessons: number }
  | { step: 'ready'; plan: PackPlan }
  | { step: 'downloading'; plan: PackPlan; done: number }
  | { step: 'done'; record: PackRecord }
  | { step: 'failed' };

function subscribeWorker(listener: () => void): () => void {
  navigator.serviceWorker?.addEventListener('controllerchange', listener);
  return () => navigator.serviceWorker?.removeEventListener('controllerchange', listener);
}

/** Packs work once the service worker is in charge of the page (from the first visit on). */
function usePacksSupported(): boolean {
  return useSyncExternalStore(subscribeWorker, packsSupported, () => false);
}

/**
 * 离线下载 on a volume's contents: the size first (the lessons are asked and the files measured),
 * then the download with a progress bar; a downloaded volume says 已下载 and can be removed.
 */
export function OfflinePack({ volumeId, units }: { volumeId: number; units: readonly TextbookUnit[] }) {
  const supported = usePacksSupported();
  const { id: uid } = useStoredAccount();
  const [state, setState] = useState<PackState>({ step: 'checking' });
  const lessonIds = units.flatMap((unit) => unit.lessons.map((lesson) => lesson.id));

  useEffect(() => {
    if (!supported || uid === undefined) return;
    let live = true;
    void readPack(volumeId, uid)
      .catch(() => undefined)
      .then((record) => live && setState(record ? { step: 'done', record } : { step: 'idle' }));
    return () => {
      live = false;
    };
  }, [supported, uid, volumeId]);

  if (!supported || uid === undefined || lessonIds.length === 0 || state.step === 'checking') return null;

  const measure = () => {
    setState({ step: 'measuring', lessons: 0 });
    planPack(lessonIds, (lessons) => setState({ step: 'measuring', lessons })).then(
      (plan) => setState({ step: 'ready', plan }),
      () => setState({ step: 'failed' }),
    );
  };
  const download = (plan: PackPlan) => {
    setState({ step: 'downloading', plan, done: 0 });
    downloadPack(volumeId, uid, plan, (done) => setState({ step: 'downloading', plan, done })).then(
      (record) => setState({ step: 'done', record }),
      () => setState({ step: 'failed' }),
    );
  };
  const remove = () => void removePack(volumeId).then(() => setState({ step: 'idle' }));

  return (
    <section className="yw-offline-pack" data-testid="offline-pack" data-step={state.step} aria-label="离线下载">
      <PackBody
        state={state}
        lessons={lessonIds.length}
        onMeasure={measure}
        onDownload={download}
        onCancel={() => setState({ step: 'idle' })}
        onRemove={remove}
      />
    </section>
  );
}

function PackBody({
  state,
  lessons,
  onMeasure,
  onDownload,
  onCancel,
  onRemove,
}: {
  state: PackState;
  lessons: number;
  onMeasure: () => void;
  onDownload: (plan: PackPlan) => void;
  onCancel: () => void;
  onRemove: () => void;
}) {
  switch (state.step) {
    case 'checking':
    case 'idle':
      return (
        <>
          <p className="yw-offline-pack__text">下载这一册，没有网络也能学</p>
          <button
            type="button"
            className="yw-offline-pack__button"
            onClick={onMeasure}
            data-testid="offline-pack-start"
          >
            离线下载
          </button>
        </>
      );
    case 'measuring':
      return (
        <p className="yw-offline-pack__text" data-testid="offline-pack-measuring">
          正在算要下载多少……（{state.lessons} / {lessons} 课）
        </p>
      );
    case 'ready':
      return (
        <>
          <p className="yw-offline-pack__text" data-testid="offline-pack-size">
            这一册约 <strong>{megabytes(state.plan.bytes)}</strong>，要下载吗？
          </p>
          <div className="yw-offline-pack__actions">
            <button type="button" className="yw-offline-pack__button yw-offline-pack__button--soft" onClick={onCancel}>
              先不下载
            </button>
            <button
              type="button"
              className="yw-offline-pack__button"
              onClick={() => onDownload(state.plan)}
              data-testid="offline-pack-confirm"
            >
              开始下载
            </button>
          </div>
        </>
      );
    case 'downloading': {
      const percent = percentDone(state.done, state.plan.bytes);
      return (
        <div className="yw-offline-pack__progress" data-testid="offline-pack-progress">
          <span className="yw-offline-pack__text">
            正在下载 {megabytes(state.done)} / {megabytes(state.plan.bytes)}
          </span>
          <span
            className="yw-offline-pack__bar"
            role="progressbar"
            aria-label="离线下载进度"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
          >
            <span className="yw-offline-pack__fill" style={{ width: `${percent}%` }} />
          </span>
        </div>
      );
    }
    case 'done':
      return (
        <>
          <p className="yw-offline-pack__text" data-testid="offline-pack-done">
            <strong>已下载</strong>（{megabytes(state.record.bytes)}），没有网络也能学这一册
          </p>
          <button
            type="button"
            className="yw-offline-pack__button yw-offline-pack__button--soft"
            onClick={onRemove}
            data-testid="offline-pack-remove"
          >
            删除下载
          </button>
        </>
      );
    case 'failed':
      return (
        <>
          <p className="yw-offline-pack__text" data-testid="offline-pack-failed">
            下载没有完成，联网后再试一次吧
          </p>
          <button type="button" className="yw-offline-pack__button" onClick={onMeasure}>
            再试一次
          </button>
        </>
      );
  }
}
