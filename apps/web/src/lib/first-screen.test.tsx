import { act } from '@testing-library/react';
import { type ReactNode, Suspense, startTransition } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AfterFirstScreen, holdFallbacksUntilFirstScreen } from './first-screen';

/** A page whose code arrives when `arrive` is called (as React.lazy waits for a chunk). */
function pageArrivingLater() {
  let arrive = () => {};
  let arrived = false;
  const code = new Promise<void>((resolve) => {
    arrive = () => {
      arrived = true;
      resolve();
    };
  });
  function Page() {
    if (!arrived) throw code;
    return <p>the page</p>;
  }
  return { Page, arrive };
}

/** The app's first render: a transition into a root that still shows the splash, a page boundary with a held fallback. */
async function openApp(Page: () => ReactNode): Promise<HTMLElement> {
  const container = document.createElement('div');
  container.innerHTML = '<p>splash</p>';
  document.body.append(container);
  const root = createRoot(container);
  roots.push(root);
  await act(async () =>
    startTransition(() =>
      root.render(
        <Suspense
          fallback={
            <AfterFirstScreen>
              <p>page spinner</p>
            </AfterFirstScreen>
          }
        >
          <Page />
        </Suspense>,
      ),
    ),
  );
  return container;
}

let release: (() => void) | undefined;
const roots: Root[] = [];
afterEach(() => {
  release?.();
  release = undefined;
  for (const root of roots.splice(0)) act(() => root.unmount());
  document.body.innerHTML = '';
  vi.useRealTimers();
});

describe('AfterFirstScreen', () => {
  it('shows its children at once when nothing holds them', async () => {
    const app = await openApp(pageArrivingLater().Page);
    expect(app.textContent).toBe('page spinner');
  });

  it('keeps the splash while the first screen is held: the page then replaces it, its spinner never shown', async () => {
    release = holdFallbacksUntilFirstScreen(60_000);
    const { Page, arrive } = pageArrivingLater();
    const app = await openApp(Page);
    expect(app.textContent).toBe('splash');
    await act(async () => {
      arrive();
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(app.textContent).toBe('the page');
  });

  it('lets fallbacks show once released', async () => {
    release = holdFallbacksUntilFirstScreen(60_000);
    release();
    const app = await openApp(pageArrivingLater().Page);
    expect(app.textContent).toBe('page spinner');
  });

  it('lets the spinner show after the time limit when the page takes longer', async () => {
    vi.useFakeTimers();
    release = holdFallbacksUntilFirstScreen(3000);
    const app = await openApp(pageArrivingLater().Page);
    await act(async () => vi.advanceTimersByTimeAsync(2900));
    expect(app.textContent).toBe('splash');
    await act(async () => vi.advanceTimersByTimeAsync(150));
    expect(app.textContent).toBe('page spinner');
  });
});
