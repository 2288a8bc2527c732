import { LOADING_IMAGE_DELAY_MS, MESSAGE } from '@yuwen/protocol';
import { type ReactNode, useEffect, useState } from 'react';
import { AfterFirstScreen } from '../../lib/first-screen';
import { failureMessage } from '../../lib/http-transport';
import { Mascot, type MascotPose } from '../mascot/mascot';
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

/** A page's Suspense fallback: PageLoading, held back while the app opens (lib/first-screen.tsx). */
export function PageFallback() {
  return (
    <AfterFirstScreen>
      <PageLoading />
    </AfterFirstScreen>
  );
}

/** Props of a page-sized message. */
export interface PageMessageProps {
  /** One character in the teaching font, shown in the mascot's bubble: what the page is about. */
  glyph?: string;
  title: string;
  children?: ReactNode;
  testId?: string;
  /** The mascot's pose: wondering (empty, not found, failed) unless the news is good. */
  pose?: MascotPose;
}

/** A friendly page-sized message with the mascot: empty states, errors, not found. */
export function PageMessage({ glyph = '书', title, children, testId, pose = 'thinking' }: PageMessageProps) {
  return (
    <div className="yw-page-state" data-testid={testId}>
      <div className="yw-page-state__scene">
        <span className="yw-page-state__bubble yw-kai" aria-hidden="true">
          {glyph}
        </span>
        <Mascot pose={pose} className="yw-page-state__mascot" />
      </div>
      <p className="yw-page-state__title">{title}</p>
      {children && <div className="yw-page-state__body">{children}</div>}
    </div>
  );
}

/** A load that failed: its Chinese message and 重试. */
export function PageFailure({ error, onRetry }: { error: unknown; onRetry: () => unknown }) {
  return (
    <PageMessage glyph="断" title={failureMessage(error)}>
      <button type="button" className="yw-button" onClick={() => onRetry()}>
        重试
      </button>
    </PageMessage>
  );
}

/** The paging state of an infinite query, as the load-more button needs it. */
export interface PagedQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/** 加载更多 under a paged list; nothing once every page is loaded. */
export function LoadMoreButton({ query }: { query: PagedQuery }) {
  if (!query.hasNextPage) return null;
  return (
    <button
      type="button"
      className="yw-big-button yw-big-button--soft"
      onClick={() => query.fetchNextPage()}
      disabled={query.isFetchingNextPage}
    >
      {query.isFetchingNextPage ? '加载中...' : '加载更多'}
    </button>
  );
}
