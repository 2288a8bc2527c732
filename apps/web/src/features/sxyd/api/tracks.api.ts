import { useQuery } from '@tanstack/react-query';
import { sxydTrackCall, sxydTracksCall } from '@yuwen/protocol';
import { useStoredAccount } from '../../../lib/account-store';
import { callApi } from '../../../lib/api-client';

/** Every cached answer of the area starts with this key. */
export const SXYD_KEY = ['sxyd'] as const;

/** The tracks by group (the module id comes from the address; the server refuses a wrong one). */
export function useTracks(moduleId: number) {
  const { id } = useStoredAccount();
  return useQuery({
    queryKey: [...SXYD_KEY, 'tracks', moduleId, id],
    queryFn: () => callApi(sxydTracksCall, { module_id: moduleId }),
    enabled: id !== undefined,
    staleTime: 5 * 60_000,
  });
}

/** One track with its text, pinyin and recordings. */
export function useTrack(moduleId: number, track: string) {
  const { id } = useStoredAccount();
  return useQuery({
    queryKey: [...SXYD_KEY, 'track', moduleId, track, id],
    queryFn: () => callApi(sxydTrackCall, { module_id: moduleId, track }),
    enabled: id !== undefined,
    staleTime: 5 * 60_000,
  });
}
