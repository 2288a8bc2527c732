import { TOAST_TRANSITION_MS } from '@yuwen/protocol';
import { useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { currentToast, subscribeToast, toastTextAlign } from './toast-store';
import './toast.css';

const ICONS: Record<string, string> = { success: '✓', error: '✕' };

/** Shows the toast of the imperative `toast` API; mount once at the root of the app. */
export function ToastHost() {
  const state = useSyncExternalStore(subscribeToast, currentToast);
  const textRef = useRef<HTMLDivElement>(null);
  const [align, setAlign] = useState<'center' | 'justify'>('center');
  const text = state?.text;

  // Measured after layout: the box height against the computed line height.
  useLayoutEffect(() => {
    const el = textRef.current;
    if (!el || text === undefined) return;
    const lineHeight = Number.parseFloat(getComputedStyle(el).lineHeight);
    setAlign(toastTextAlign(el.getBoundingClientRect().height, lineHeight));
  }, [text]);

  if (!state) return null;
  const icon = ICONS[state.kind];
  return (
    <div className="yw-toast-layer">
      <div
        key={state.id}
        className={`yw-toast yw-toast--${state.kind}${state.leaving ? ' yw-toast--leaving' : ''}`}
        style={{ animationDuration: `${TOAST_TRANSITION_MS}ms`, transitionDuration: `${TOAST_TRANSITION_MS}ms` }}
        role={state.kind === 'error' ? 'alert' : 'status'}
        data-testid="toast"
        data-kind={state.kind}
      >
        {state.kind === 'loading' && <span className="yw-toast__spinner" aria-hidden="true" />}
        {icon && (
          <span className="yw-toast__icon" aria-hidden="true">
            {icon}
          </span>
        )}
        <div ref={textRef} className="yw-toast__text" style={{ textAlign: align }} data-align={align}>
          {state.text}
        </div>
      </div>
    </div>
  );
}
