import { MESSAGE, TOAST_DEFAULT_DURATION_MS, TOAST_TRANSITION_MS } from '@yuwen/protocol';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentToast, toast, toastTextAlign } from './toast-store';

beforeEach(() => {
  vi.useFakeTimers();
  toast.info('', 0);
});

afterEach(() => vi.useRealTimers());

describe('toast', () => {
  it('shows an info toast for 2000 ms, then leaves over 300 ms', () => {
    toast.info('你好');
    expect(currentToast()).toMatchObject({ kind: 'info', text: '你好', leaving: false });
    vi.advanceTimersByTime(TOAST_DEFAULT_DURATION_MS - 1);
    expect(currentToast()?.leaving).toBe(false);
    vi.advanceTimersByTime(1);
    expect(currentToast()?.leaving).toBe(true);
    vi.advanceTimersByTime(TOAST_TRANSITION_MS - 1);
    expect(currentToast()).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(currentToast()).toBeNull();
  });

  it('honours a given duration', () => {
    toast.error('出错了', 1000);
    vi.advanceTimersByTime(999);
    expect(currentToast()?.leaving).toBe(false);
    vi.advanceTimersByTime(1 + TOAST_TRANSITION_MS);
    expect(currentToast()).toBeNull();
  });

  it('duration 0 removes at once, with no transition', () => {
    toast.info('一');
    toast.info('二', 0);
    expect(currentToast()).toBeNull();
  });

  it('success defaults to 操作成功 and loading to 加载中...', () => {
    toast.success();
    expect(currentToast()).toMatchObject({ kind: 'success', text: MESSAGE.ok });
    expect(MESSAGE.ok).toBe('操作成功');
    toast.loading();
    expect(currentToast()).toMatchObject({ kind: 'loading', text: '加载中...' });
  });

  it('loading stays until closed', () => {
    toast.loading();
    vi.advanceTimersByTime(60_000);
    expect(currentToast()).toMatchObject({ kind: 'loading', leaving: false });
    toast.close();
    expect(currentToast()?.leaving).toBe(true);
    vi.advanceTimersByTime(TOAST_TRANSITION_MS);
    expect(currentToast()).toBeNull();
  });

  it('a new toast replaces the old one and its timer', () => {
    toast.info('旧', 500);
    vi.advanceTimersByTime(400);
    toast.info('新');
    vi.advanceTimersByTime(200);
    expect(currentToast()).toMatchObject({ text: '新', leaving: false });
  });
});

describe('toastTextAlign', () => {
  it('centres text under two lines and justifies longer text', () => {
    expect(toastTextAlign(22, 22)).toBe('center');
    expect(toastTextAlign(43.9, 22)).toBe('center');
    expect(toastTextAlign(44, 22)).toBe('justify');
    expect(toastTextAlign(66, 22)).toBe('justify');
  });

  it('centres when the line height cannot be read', () => {
    expect(toastTextAlign(80, Number.NaN)).toBe('center');
  });
});
