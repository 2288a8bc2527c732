import { useLayoutEffect, useMemo, useSyncExternalStore } from 'react';

function subscribe(listener: () => void): () => void {
  window.addEventListener('resize', listener);
  window.addEventListener('orientationchange', listener);
  return () => {
    window.removeEventListener('resize', listener);
    window.removeEventListener('orientationchange', listener);
  };
}

// A string snapshot: equal sizes compare equal, so a resize that changes nothing re-renders nothing.
const snapshot = () => `${window.innerWidth}x${window.innerHeight}`;

/** The viewport size, following resizes and rotations. */
export function useViewportSize(): { width: number; height: number } {
  const size = useSyncExternalStore(subscribe, snapshot);
  return useMemo(() => {
    const [width = 0, height = 0] = size.split('x').map(Number);
    return { width, height };
  }, [size]);
}

/** Keeps the root font size (what 1rem means) at `px`. */
export function useRootFontSize(px: number): void {
  useLayoutEffect(() => {
    document.documentElement.style.fontSize = `${px}px`;
  }, [px]);
}
