import { LOADING_IMAGE_DELAY_MS, MESSAGE } from '@yuwen/protocol';
import { type ReactNode, useEffect, useState } from 'react';
import { failureMessage } from '../../lib/http-transport';
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
