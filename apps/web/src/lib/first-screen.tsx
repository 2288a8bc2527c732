import type { ReactNode } from 'react';

/**
 * While the app opens, a page's Suspense fallback waits instead of showing, so the splash stays
 * until the first page can be drawn whole. Why: React holds content back for 300 ms after any
 * fallback has shown (so that pages do not pop in piece by piece), and a page's data calls start
 * only once it is drawn. Showing the layout with a spinner while the page's chunk arrived made
 * every first visit wait those 300 ms, and its data calls with it. A fallback that suspends passes
 * the wait up to the root, where the first render (a transition) keeps what is on screen.
 */
let firstScreen: Promise<void> | undefined;

/**
 * Holds fallbacks from now until the returned function is called (when the first screen has been
 * drawn) or `limitMs` has passed: on a link so slow that the page's code takes longer, the layout
 * and its spinner show after all.
 */
export function holdFallbacksUntilFirstScreen(limitMs: number): () => void {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = () => {
      clearTimeout(timer);
      if (firstScreen === held) firstScreen = undefined;
      resolve();
    };
  });
  const timer = setTimeout(release, limitMs);
  firstScreen = held;
  return release;
}

/** Its children, once the first screen has been drawn (see above); until then it suspends. */
export function AfterFirstScreen({ children }: { children: ReactNode }) {
  // Suspends as React.lazy does, by throwing the promise: use() may not be skipped on the render
  // after the release, which is what this component must do.
  if (firstScreen) throw firstScreen;
  return children;
}
