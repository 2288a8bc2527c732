import { useQuery } from '@tanstack/react-query';
import { networkStatusCall, SPEED_CHECK_BYTES, SPEED_CHECK_PATH } from '@yuwen/protocol';
import { callApi } from '../../../lib/api-client';

/** The server's clock, how long the round trip took, and the download speed of the speed-check file. */
export interface NetworkStatus {
  serverTime: number;
  latencyMs: number;
  /** Kilobytes per second; undefined when the file could not be fetched. */
  speedKBps: number | undefined;
}

async function measureSpeed(): Promise<number | undefined> {
  const started = performance.now();
  try {
    const response = await fetch(`${SPEED_CHECK_PATH}?t=${Date.now()}`, { cache: 'no-store' });
    if (!response.ok) return undefined;
    const bytes = (await response.arrayBuffer()).byteLength;
    const seconds = Math.max((performance.now() - started) / 1000, 0.001);
    return bytes === SPEED_CHECK_BYTES ? Math.round(bytes / 1024 / seconds) : undefined;
  } catch {
    return undefined;
  }
}

/** Asks the server for its time (measuring the round trip), then downloads the speed-check file. */
export async function fetchNetworkStatus(): Promise<NetworkStatus> {
  const started = performance.now();
  const { serverTime } = await callApi(networkStatusCall, {});
  const latencyMs = Math.round(performance.now() - started);
  return { serverTime, latencyMs, speedKBps: await measureSpeed() };
}

/** A fresh network check each time the page asks (never cached). */
export function useNetworkStatus() {
  return useQuery({ queryKey: ['network-status'], queryFn: fetchNetworkStatus, staleTime: 0, gcTime: 0 });
}
