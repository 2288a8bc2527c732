import { act, render, screen } from '@testing-library/react';
import { TOAST_DEFAULT_DURATION_MS, TOAST_TRANSITION_MS } from '@yuwen/protocol';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastHost } from './toast-host';
import { toast } from './toast-store';

beforeEach(() => {
  vi.useFakeTimers();
  toast.info('', 0);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function measureAs(height: number, lineHeight: string) {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ height } as DOMRect);
  const real = window.getComputedStyle;
  vi.spyOn(window, 'getComputedStyle').mockImplementation((el) => {
    const style = real(el);
    return new Proxy(style, { get: (t, k) => (k === 'lineHeight' ? lineHeight : Reflect.get(t, k)) });
  });
}

describe('ToastHost', () => {
  it('renders the toast from the imperative API and removes it after duration + transition', () => {
    render(<ToastHost />);
    expect(screen.queryByTestId('toast')).toBeNull();
    act(() => toast.success());
    const el = screen.getByTestId('toast');
    expect(el.textContent).toContain('操作成功');
    expect(el.getAttribute('data-kind')).toBe('success');
    act(() => vi.advanceTimersByTime(TOAST_DEFAULT_DURATION_MS));
    expect(screen.getByTestId('toast').className).toContain('yw-toast--leaving');
    act(() => vi.advanceTimersByTime(TOAST_TRANSITION_MS));
    expect(screen.queryByTestId('toast')).toBeNull();
  });

  it('centres a one-line text', () => {
    measureAs(21, '21px');
    render(<ToastHost />);
    act(() => toast.info('短'));
    expect(screen.getByText('短').getAttribute('data-align')).toBe('center');
  });

  it('justifies a text of two lines or more', () => {
    measureAs(63, '21px');
    render(<ToastHost />);
    act(() => toast.error('这是一段很长很长的提示文字，需要显示好几行才能放得下'));
    const text = screen.getByText(/很长很长/);
    expect(text.getAttribute('data-align')).toBe('justify');
    expect(text.style.textAlign).toBe('justify');
  });
});
