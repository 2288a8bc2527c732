import { act, renderHook } from '@testing-library/react';
import type { TextbookVolumeSummary } from '@yuwen/protocol';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { testVolume } from './test-volumes';
import { useVolumeChoice } from './use-volume-choice';
import { readStoredVolume, storeVolume } from './volume-choice';

const volume = (id: number, key: string) => testVolume(key, id);
const VOLUMES = [volume(1, 'g1a'), volume(2, 'g1b'), volume(3, 'g2a'), volume(5, 'g3b')];
let profile: { isLoading: boolean; data?: { grade: string } };

vi.mock('./api/textbook-volumes.api', () => ({
  useTextbookVolumes: () => ({ isPending: false, isError: false, data: VOLUMES }),
}));
vi.mock('./api/profile.api', () => ({ useProfile: () => profile }));

beforeEach(() => {
  profile = { isLoading: false, data: { grade: '' } };
});

describe('useVolumeChoice', () => {
  it('shows the volume an address asks for and remembers it; an unknown id falls back', () => {
    storeVolume('g1b');
    const { result, rerender } = renderHook((asked: number) => useVolumeChoice({ asked }), { initialProps: 3 });
    expect(result.current.chosen?.key).toBe('g2a');
    expect(readStoredVolume()).toBe('g2a');
    rerender(99);
    expect(result.current.chosen?.key).toBe('g2a');
  });

  it('puts the volume of a page open beside it first', () => {
    storeVolume('g1a');
    const { result } = renderHook(() => useVolumeChoice({ asked: 3, shown: 5 }));
    expect(result.current.chosen?.key).toBe('g3b');
  });

  it("waits for the profile's grade unless a volume is remembered", () => {
    profile = { isLoading: true };
    const waiting = renderHook(() => useVolumeChoice());
    expect(waiting.result.current.chosen).toBeUndefined();
    expect(waiting.result.current.pending).toBe(true);
    waiting.unmount();

    storeVolume('g1b');
    const remembered = renderHook(() => useVolumeChoice());
    expect(remembered.result.current.chosen?.key).toBe('g1b');
    expect(remembered.result.current.pending).toBe(false);
  });

  it("starts on the profile grade's volume; choosing remembers, then does what the area asks", () => {
    profile = { isLoading: false, data: { grade: '2' } };
    const onChoose = vi.fn();
    const { result } = renderHook(() => useVolumeChoice({ onChoose }));
    expect(result.current.chosen?.key).toBe('g2a');
    act(() => result.current.choose(VOLUMES[3] as TextbookVolumeSummary));
    expect(result.current.chosen?.key).toBe('g3b');
    expect(readStoredVolume()).toBe('g3b');
    expect(onChoose).toHaveBeenCalledWith(VOLUMES[3]);
  });
});
