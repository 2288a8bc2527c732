import { MESSAGE, TOAST_DEFAULT_DURATION_MS, TOAST_TRANSITION_MS } from '@yuwen/protocol';

/** The four toast kinds of spec §8. */
export type ToastKind = 'info' | 'success' | 'error' | 'loading';

/** The toast on screen; `leaving` while its 300 ms exit transition runs. */
export interface ToastState {
  id: number;
  kind: ToastKind;
  text: string;
  leaving: boolean;
}

let current: ToastState | null = null;
let seq = 0;
let hideTimer: ReturnType<typeof setTimeout> | undefined;
let removeTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function set(next: ToastState | null): void {
  current = next;
  for (const listener of listeners) listener();
}

function clearTimers(): void {
  clearTimeout(hideTimer);
  clearTimeout(removeTimer);
}

/** Starts the exit transition of the current toast; it is removed TOAST_TRANSITION_MS later. */
function close(): void {
  if (!current || current.leaving) return;
  clearTimers();
  set({ ...current, leaving: true });
  removeTimer = setTimeout(() => set(null), TOAST_TRANSITION_MS);
}

// One toast at a time: a new one replaces the old at once. Duration 0 removes at once and shows
// nothing; loading toasts stay until closed.
function show(kind: ToastKind, text: string, duration: number): void {
  clearTimers();
  if (duration === 0) {
    set(null);
    return;
  }
  seq += 1;
  set({ id: seq, kind, text, leaving: false });
  if (kind !== 'loading') hideTimer = setTimeout(close, duration);
}

/** Imperative toasts, usable anywhere (lib code included); a ToastHost must be mounted to see them. */
export const toast = {
  info(text: string, duration: number = TOAST_DEFAULT_DURATION_MS): void {
    show('info', text, duration);
  },
  success(text: string = MESSAGE.ok, duration: number = TOAST_DEFAULT_DURATION_MS): void {
    show('success', text, duration);
  },
  error(text: string, duration: number = TOAST_DEFAULT_DURATION_MS): void {
    show('error', text, duration);
  },
  /** Stays until `toast.close()` or another toast replaces it. */
  loading(text: string = MESSAGE.loading): void {
    show('loading', text, Number.POSITIVE_INFINITY);
  },
  close,
};

/** The toast on screen now (null when none). */
export function currentToast(): ToastState | null {
  return current;
}

/** Listens for toast changes; returns the undo. */
export function subscribeToast(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Spec §9: text that fits in under two lines is centred, longer text justified. `height` is the
 * rendered height of the text box, `lineHeight` its computed line height (both px).
 */
export function toastTextAlign(height: number, lineHeight: number): 'center' | 'justify' {
  if (!(lineHeight > 0)) return 'center';
  return height < 2 * lineHeight ? 'center' : 'justify';
}
