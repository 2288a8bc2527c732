import { QueryClient } from '@tanstack/react-query';

/**
 * The app's query client. No automatic retries: a failed call already waited up to the 7 s
 * time-out, and the page offers its own retry. Catalogue data changes rarely, so it stays fresh
 * for five minutes.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: 5 * 60 * 1000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/**
 * Marks these queries out of date after a change and loads the shown ones again. A first load still
 * running is cancelled first: asked for before the change, its answer would be stale, yet
 * invalidating alone waits for it rather than asking again (react-query cancels a running fetch only
 * when the query already has data).
 */
export async function refreshAfterChange(
  queryClient: QueryClient,
  queryKeys: readonly (readonly unknown[])[],
): Promise<void> {
  await Promise.all(
    queryKeys.map(async (queryKey) => {
      await queryClient.cancelQueries({ queryKey });
      await queryClient.invalidateQueries({ queryKey });
    }),
  );
}
