import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createQueryClient, refreshAfterChange } from './query-client';

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
function changeWhileFirstLoadRuns() {
  const queryClient = createQueryClient();
  const list = slowFirstList();
  const observer = new QueryObserver(queryClient, { queryKey: ['papers'], queryFn: list.queryFn });
  const unsubscribe = observer.subscribe(() => {});
  list.saved.push('广州小测');
  return { queryClient, list, unsubscribe };
}

describe('refreshAfterChange', () => {
  it('shows a change made while the list was still loading for the first time', async () => {
    const { queryClient, list, unsubscribe } = changeWhileFirstLoadRuns();
    await refreshAfterChange(queryClient, [['papers']]);
    expect(queryClient.getQueryData(['papers'])).toEqual(['广州小测']);
    expect(list.calls()).toBe(2);
    unsubscribe();
  });

  it('is needed: invalidating alone keeps the first load’s stale answer', async () => {
    const { queryClient, unsubscribe } = changeWhileFirstLoadRuns();
    await queryClient.invalidateQueries({ queryKey: ['papers'] });
    expect(queryClient.getQueryData(['papers'])).toEqual([]);
    unsubscribe();
  });
});
