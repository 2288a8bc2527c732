/**
 * Evaluates the app's libraries one per task, before the app. As one script they held the main
 * thread for 40–50 ms at full speed on a fast machine (half a second on a mid-range phone); one at
 * a time, the phone answers a tap between them. Each import is its own chunk (build/app-chunk.ts),
 * and the page downloads them all at once (modulepreload); only their running is spread out.
 */
const LIBRARIES: readonly (() => Promise<unknown>)[] = [
  () => import('react-dom/client'),
  // One export named, not the bare module: a module used whole keeps every export of the package
  // (measured: the router chunk grew from 95 KB to 207 KB).
  () => import('react-router').then(({ RouterProvider }) => RouterProvider),
  () => import('@tanstack/react-query').then(({ QueryClientProvider }) => QueryClientProvider),
];

/** Resolves in a task of its own, so the work before and after it are separate tasks. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export async function loadLibrariesInSteps(): Promise<void> {
  for (const load of LIBRARIES) {
    await load();
    await nextTask();
  }
}
