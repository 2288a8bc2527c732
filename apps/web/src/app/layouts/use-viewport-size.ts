import { useLayoutEffect, useMemo, useSyncExternalStore } from 'react';

function subscribe(listener: () => void): () => void {
  window.addEventListener('resize', listener);
  window.addEventListener('orientationchange', listener);
  return () => {
    window.removeEventListener('resize', listener);
    window.removeEventListener('orientationchange', listener);
  };
}

/**
 * The size as a string (equal sizes compare equal, so a resize that changes nothing re-renders
 * nothing), read on the first ask and again on each resize only. Reading innerWidth makes a phone's
 * browser lay the page out first; React asks for the snapshot again right after each commit, which
 * laid the whole new page out inside React's task (the longest task of the home page's first load).
 */
let kept: string | undefined;
function read(): string {
  kept = `${window.innerWidth}x${window.innerHeight}`;
  return kept;
}
function snapshot(): string {
  if (kept !== undefined) return kept;
  // Added before any component subscribes, so it runs first on every resize.
  window.addEventListener('resize', read);
  window.addEventListener('orientationchange', read);
  return read();
}

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
