import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client';

/** A server list whose first answer is slow: it was read before the change and arrives after it. */
function slowFirstList() {
  const saved: string[] = [];
  let calls = 0;
  const queryFn = async () => {
    calls += 1;
    const answer = [...saved];
    if (calls === 1) await new Promise((resolve) => setTimeout(resolve, 50));
    return answer;
  };
  return { saved, queryFn, calls: () => calls };
}

/** A client showing the slow list (its first load on its way) and the teacher's change made meanwhile. */
function changeWhileFirstLoadRuns(queryClient: QueryClient) {
  const list = slowFirstList();
  const observer = new QueryObserver(queryClient, { queryKey: ['papers'], queryFn: list.queryFn });
  const unsubscribe = observer.subscribe(() => {});
  list.saved.push('广州小测');
  return { list, unsubscribe };
}

describe('the app’s query client', () => {
  it('shows a change made while the list was still loading for the first time', async () => {
    const queryClient = createQueryClient();
    const { list, unsubscribe } = changeWhileFirstLoadRuns(queryClient);
    await queryClient.invalidateQueries({ queryKey: ['papers'] });
    expect(queryClient.getQueryData(['papers'])).toEqual(['广州小测']);
    expect(list.calls()).toBe(2);
    unsubscribe();
  });

  it('is needed: react-query’s own client keeps the first load’s stale answer', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { unsubscribe } = changeWhileFirstLoadRuns(queryClient);
    await queryClient.invalidateQueries({ queryKey: ['papers'] });
    expect(queryClient.getQueryData(['papers'])).toEqual([]);
    unsubscribe();
  });

  it('leaves a first load nobody shows yet (a prefetch) to finish', async () => {
    const queryClient = createQueryClient();
    const list = slowFirstList();
    const prefetched = queryClient.fetchQuery({ queryKey: ['papers'], queryFn: list.queryFn });
    list.saved.push('广州小测');
    await queryClient.invalidateQueries({ queryKey: ['papers'] });
    await expect(prefetched).resolves.toEqual([]);
    expect(list.calls()).toBe(1);
  });

  it('leaves loads of other lists alone', async () => {
    const queryClient = createQueryClient();
    const { list, unsubscribe } = changeWhileFirstLoadRuns(queryClient);
    await queryClient.invalidateQueries({ queryKey: ['classes'] });
    await expect(queryClient.fetchQuery({ queryKey: ['papers'], queryFn: list.queryFn })).resolves.toEqual([]);
    expect(list.calls()).toBe(1);
    unsubscribe();
  });
});
