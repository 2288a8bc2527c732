import { useQuery } from '@tanstack/react-query';
import { characterPartsCall, componentBuildsCall, componentsCall } from '@yuwen/protocol';
import { callApi } from '../../../../lib/api-client';

// The catalogue changes only on import: these answers stay fresh for a long while.
const STALE_MS = 30 * 60 * 1000;

/** The components to build with (组字), most productive first. */
export function useComponents() {
  return useQuery({ queryKey: ['hzzy-components'], queryFn: () => callApi(componentsCall, {}), staleTime: STALE_MS });
}

/** The characters one component builds with radicals. */
export function useComponentBuilds(component: string | undefined) {
  return useQuery({
    queryKey: ['hzzy-component-builds', component],
    queryFn: () => callApi(componentBuildsCall, { component: component as string }),
    enabled: component !== undefined,
    staleTime: STALE_MS,
  });
}

/** A character's formation facts and its radical + component split. */
export function useCharacterParts(char: string) {
  return useQuery({
    queryKey: ['hzzy-character-parts', char],
    queryFn: () => callApi(characterPartsCall, { char }),
    staleTime: STALE_MS,
  });
}
