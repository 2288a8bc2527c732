import { LOADING_IMAGE_DELAY_MS, MESSAGE } from '@yuwen/protocol';
import { type ReactNode, useEffect, useState } from 'react';
import './page-state.css';

/** A loading state; the spinner shows only when waiting lasts longer than 300 ms (spec §9). */
export function PageLoading({ text = MESSAGE.loading }: { text?: string }) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), LOADING_IMAGE_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div className="yw-page-state" role="status" aria-busy="true" data-testid="page-loading">
      {visible && (
        <>
          <span className="yw-page-state__spinner" aria-hidden="true" />
          <span className="yw-page-state__text">{text}</span>
        </>
      )}
    </div>
  );
}

/** Props of a page-sized message. */
export interface PageMessageProps {
  /** One large character drawn in the teaching font. */
  glyph?: string;
  title: string;
  children?: ReactNode;
  testId?: string;
}

/** A friendly page-sized message: empty states, errors, not found. */
export function PageMessage({ glyph = '书', title, children, testId }: PageMessageProps) {
  return (
    <div className="yw-page-state" data-testid={testId}>
      <span className="yw-page-state__glyph yw-kai" aria-hidden="true">
        {glyph}
      </span>
      <p className="yw-page-state__title">{title}</p>
      {children && <div className="yw-page-state__body">{children}</div>}
    </div>
  );
}
