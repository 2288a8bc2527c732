import { useQuery } from '@tanstack/react-query';
import { networkStatusCall } from '@yuwen/protocol';
import { callApi } from '../../../lib/api-client';

/** The server's clock, and how long the round trip took. */
export interface NetworkStatus {
  serverTime: number;
  latencyMs: number;
}

/** Asks the server for its time, measuring the round trip. */
export async function fetchNetworkStatus(): Promise<NetworkStatus> {
  const started = performance.now();
  const { serverTime } = await callApi(networkStatusCall, {});
  return { serverTime, latencyMs: Math.round(performance.now() - started) };
}

/** A fresh network check each time the page asks (never cached). */
export function useNetworkStatus() {
  return useQuery({ queryKey: ['network-status'], queryFn: fetchNetworkStatus, staleTime: 0, gcTime: 0 });
}
