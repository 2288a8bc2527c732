import { BOOK_SEARCH_MAX, type BookSearchHit } from '@yuwen/protocol';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { SearchIcon } from '../../../components/icons/icons';
import { PageFailure, PageLoading, PageMessage } from '../../../components/page-state/page-state';
import { useBookSearch } from '../api/bpyd.api';
import type { BpydLinks } from '../bpyd-links';

/** A result's words with the match marked. */
function Snippet({ hit }: { hit: BookSearchHit }) {
  return (
    <span className="yw-bpyd-hit__snippet yw-kai">
      {hit.snippet.slice(0, hit.start)}
      <mark>{hit.snippet.slice(hit.start, hit.end)}</mark>
      {hit.snippet.slice(hit.end)}
    </span>
  );
}

/** Search over the library's titles and text; a result opens the book or the chapter at the match. */
export function SearchPage({ q, links }: { q: string; links: BpydLinks }) {
  const [text, setText] = useState(q);
  const navigate = useNavigate();
  const answer = useBookSearch(q);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(links.search(text.trim()), { replace: true });
  };
  return (
    <div className="yw-bpyd-search" data-testid="bpyd-search">
      <form className="yw-bpyd-search__form" onSubmit={submit}>
        <input
          className="yw-bpyd-search__input"
          type="search"
          value={text}
          maxLength={BOOK_SEARCH_MAX}
          placeholder="输入字词，比如：守株待兔"
          aria-label="要找的字词"
          data-testid="search-input"
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className="yw-button" data-testid="search-submit">
          <SearchIcon className="yw-bpyd-chip__icon" />
          搜索
        </button>
      </form>
      {q.trim() === '' ? (
        <p className="yw-bpyd-note">可以找书名，也可以找书里的一句话。</p>
      ) : answer.isPending ? (
        <PageLoading />
      ) : answer.isError ? (
        <PageFailure error={answer.error} onRetry={answer.refetch} />
      ) : answer.data.total === 0 ? (
        <PageMessage glyph="找" title={`书里没有找到“${q}”`}>
          换一个字词试试吧。
        </PageMessage>
      ) : (
        <>
          <p className="yw-bpyd-note" data-testid="search-total">
            找到{answer.data.total}处
            {answer.data.total > answer.data.list.length ? `，先看前${answer.data.list.length}处` : ''}
          </p>
          <ol className="yw-bpyd-hits">
            {answer.data.list.map((hit) => (
              <li key={`${hit.book_id}:${hit.chapter}:${hit.line}`}>
                <Link
                  className="yw-bpyd-hit"
                  to={hit.chapter === 0 ? links.book(hit.book_id) : links.chapter(hit.book_id, hit.chapter, hit.line)}
                  data-testid="search-result"
                >
                  <span className="yw-bpyd-hit__where">
                    《{hit.book_title}》{hit.chapter_title && ` · ${hit.chapter_title}`}
                  </span>
                  <Snippet hit={hit} />
                </Link>
              </li>
            ))}
          </ol>
        </>
      )}
    </div>
  );
}
