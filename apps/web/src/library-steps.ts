/**
 * Evaluates the app's libraries one per task, before the app. As one script they held the main
 * thread for 40–50 ms at full speed on a fast machine (half a second on a mid-range phone); one at
 * a time, the phone answers a tap between them. Each import is its own chunk (build/app-chunk.ts),
 * and the page downloads them all at once (modulepreload); only their running is spread out.
 */
const LIBRARIES: readonly (() => Promise<unknown>)[] = [
  () => import('react-dom/client'),
  () => import('react-router').then(({ RouterProvider }) => RouterProvider),
  () => import('@tanstack/react-query').then(({ QueryClientProvider }) => QueryClientProvider),
];

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export async function loadLibrariesInSteps(): Promise<void> {
  for (const load of LIBRARIES) {
    await load();
    await nextTask();
  }
}
