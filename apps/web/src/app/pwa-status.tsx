import { onlineManager } from '@tanstack/react-query';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useStoredAccount } from '../lib/account-store';
import { clearUserCaches } from '../sw/cache-names';
import './pwa-status.css';

function subscribeOnline(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** Does the browser say the device is online? */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}

/**
 * Registers the service worker (built apps only: the development server has none) and answers a
 * function that lets a waiting new version take over, once there is one.
 */
function useWorkerUpdate(): (() => void) | undefined {
  const [update, setUpdate] = useState<() => void>();
  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    // The worker answers offline (a kept answer, or the envelope that says the network is gone), so
    // calls are still sent: TanStack Query would hold them while the browser says it is offline.
    onlineManager.setEventListener(() => undefined);
    onlineManager.setOnline(true);
    // workbox-window is loaded after the first screen, not as part of it.
    void import('workbox-window')
      .then(({ Workbox }) => {
        const worker = new Workbox('/sw.js', { scope: '/' });
        worker.addEventListener('waiting', () => {
          setUpdate(() => () => {
            worker.addEventListener('controlling', () => window.location.reload());
            worker.messageSkipWaiting();
          });
        });
        return worker.register();
      })
      .catch(() => undefined);
  }, []);
  return update;
}

/** A pupil's kept answers and offline packs go when the pupil logs out (a shared device). */
function useClearOnLogout(): void {
  const { id } = useStoredAccount();
  const previous = useRef(id);
  useEffect(() => {
    if (previous.current !== undefined && id !== previous.current) void clearUserCaches();
    previous.current = id;
  }, [id]);
}

/**
 * The app shell's word on the network and on updates: a banner while the device is offline saying
 * what still works, and a quiet prompt when a new version of the app is ready.
 */
export function PwaStatus() {
  const online = useOnline();
  const update = useWorkerUpdate();
  useClearOnLogout();
  if (!online)
    return (
      <p className="yw-pwa-status yw-pwa-status--offline" role="status" data-testid="offline-banner">
        现在没有网络，已经看过的课文和下载的课本还能用
      </p>
    );
  if (update)
    return (
      <button type="button" className="yw-pwa-status yw-pwa-status--update" onClick={update} data-testid="app-update">
        有新版本，点这里更新
      </button>
    );
  return null;
}
