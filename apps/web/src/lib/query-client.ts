import { type InvalidateOptions, type InvalidateQueryFilters, QueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * A query client whose invalidation also renews a shown list whose first load is still running.
 * Such a load was asked for before the change, so its answer is stale, yet react-query's own
 * invalidation waits for it rather than asking again: it cancels a running fetch only when the
 * query already has data. Here those loads are cancelled first, then invalidated as usual. Only
 * shown (active) queries: a page waiting in Suspense or a prefetch keeps its load.
 */
class RefreshingQueryClient extends QueryClient {
  override async invalidateQueries<TTaggedQueryKey extends QueryKey = QueryKey>(
    filters?: InvalidateQueryFilters<TTaggedQueryKey>,
    options?: InvalidateOptions,
  ): Promise<void> {
    await this.cancelQueries({
      queryKey: filters?.queryKey,
      exact: filters?.exact,
      type: 'active',
      fetchStatus: 'fetching',
      predicate: (query) => query.state.data === undefined && (filters?.predicate?.(query) ?? true),
    });
    return super.invalidateQueries(filters, options);
  }
}

/**
 * The app's query client. No automatic retries: a failed call already waited up to the 7 s
 * time-out, and the page offers its own retry. Catalogue data changes rarely, so it stays fresh
 * for five minutes.
 */
export function createQueryClient(): QueryClient {
  return new RefreshingQueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: 5 * 60 * 1000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
