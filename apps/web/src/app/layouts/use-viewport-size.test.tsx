import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useViewportSize } from './use-viewport-size';

function Size() {
  const { width, height } = useViewportSize();
  return <p>{`${width}x${height}`}</p>;
}

describe('useViewportSize', () => {
  const original = Object.getOwnPropertyDescriptor(window, 'innerWidth');
  afterEach(() => {
    if (original) Object.defineProperty(window, 'innerWidth', original);
  });

  it('reads the window size once, and again only when the window is resized', () => {
    // Every read of innerWidth makes a phone's browser lay the page out: count them.
    let width = 390;
    let reads = 0;
    Object.defineProperty(window, 'innerWidth', {
      configurable: true,
      get: () => {
        reads += 1;
        return width;
      },
    });
    const { rerender } = render(<Size />);
    rerender(<Size />);
    rerender(<Size />);
    expect(screen.getByText(`390x${window.innerHeight}`)).toBeTruthy();
    expect(reads).toBe(1);

    width = 820;
    act(() => {
      window.dispatchEvent(new Event('resize'));
    });
    expect(screen.getByText(`820x${window.innerHeight}`)).toBeTruthy();
    expect(reads).toBe(2);
  });
});
