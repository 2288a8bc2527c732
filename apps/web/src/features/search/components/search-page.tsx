// search = 搜索: finds characters, words, idioms, 歇后语 and poems in the catalogue, and learning areas by name.
import {
  SEARCH_KEYWORD_MAX,
  SEARCH_TYPE_NAMES,
  SEARCH_TYPES,
  type SearchGroup,
  type SearchItem,
  type SearchType,
} from '@yuwen/protocol';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AreaGrid, type AreaLink } from '../../../components/area-grid/area-grid';
import { openDictionary } from '../../../components/dictionary-overlay/dictionary-overlay-store';
import { SearchIcon } from '../../../components/icons/icons';
import { PageLoading, PageMessage } from '../../../components/page-state/page-state';
import { TitleBar } from '../../../components/title-bar/title-bar';
import { failureMessage } from '../../../lib/http-transport';
import { useSearch } from '../api/search.api';
import { Highlighted } from './highlighted';
import './search-page.css';

/** Typing settles this long before a search is sent. */
const TYPING_PAUSE_MS = 250;
/** The server's default page size for one type. */
const PAGE_SIZE = 20;

/** The modules whose name contains the query (all of them for a blank query). */
export function filterAreas(areas: readonly AreaLink[], query: string): AreaLink[] {
  const q = query.trim();
  return q ? areas.filter((area) => area.module.name.includes(q)) : [...areas];
}

/** Is this route segment one of the search types? */
export function isSearchType(value: string | undefined): value is SearchType {
  return (SEARCH_TYPES as readonly string[]).includes(value ?? '');
}

/** Where a word's page is (部编词语), or undefined where the area has no pages here. */
/** The page a result opens (a word in 部编词语, an idiom in 成语典故), where that area has pages. */
export type SearchPageLink = (type: SearchType, text: string) => string | undefined;

/** Where an author's page is (名人名篇), or undefined where the area has no pages here. */
export type SearchPoetLink = (author: string, dynasty: string) => string | undefined;

/** How long the 〔dynasty〕author a poem's detail starts with is, or 0 when it does not. */
export function poemBylineLength(item: SearchItem): number {
  if (!item.author) return 0;
  const byline = `${item.dynasty ? `〔${item.dynasty}〕` : ''}${item.author}`;
  return item.detail.startsWith(byline) ? byline.length : 0;
}

/** A poem's detail with its author opening 名人名篇 (the rest, collection and line, stays text). */
function PoemDetail({ item, poetTo }: { item: SearchItem; poetTo?: SearchPoetLink }) {
  const length = poemBylineLength(item);
  const to = length > 0 && item.author ? poetTo?.(item.author, item.dynasty ?? '') : undefined;
  if (!to) return <Highlighted item={item} field="detail" />;
  return (
    <>
      <Link className="yw-search-item__author" to={to} data-testid="search-poet-link">
        <Highlighted item={item} field="detail" to={length} />
      </Link>
      <Highlighted item={item} field="detail" from={length} />
    </>
  );
}

function ResultItem({
  type,
  item,
  pageTo,
  poetTo,
}: {
  type: SearchType;
  item: SearchItem;
  pageTo?: SearchPageLink;
  poetTo?: SearchPoetLink;
}) {
  const body = (
    <>
      <span className={`yw-search-item__text yw-kai${type === 'character' ? ' is-char' : ''}`}>
        <Highlighted item={item} field="text" />
      </span>
      {item.pinyin && (
        <span className="yw-search-item__pinyin">
          <Highlighted item={item} field="pinyin" />
        </span>
      )}
      {item.detail && (
        <span className="yw-search-item__detail">
          {type === 'poem' ? <PoemDetail item={item} poetTo={poetTo} /> : <Highlighted item={item} field="detail" />}
        </span>
      )}
    </>
  );
  // A character opens the dictionary, a word or an idiom its page; 歇后语 and poems are read here (a poem's
  // author opens 名人名篇).
  const page = pageTo?.(type, item.text);
  if (page)
    return (
      <li>
        <Link className="yw-search-item is-button" to={page} data-testid={`search-${type}-link`}>
          {body}
        </Link>
      </li>
    );
  if (type === 'character')
    return (
      <li>
        <button type="button" className="yw-search-item is-button" onClick={() => openDictionary(item.text)}>
          {body}
        </button>
      </li>
    );
  return (
    <li>
      <div className="yw-search-item">{body}</div>
    </li>
  );
}

/** Where the full, paged list of one type lives (the layouts address it differently). */
export type SearchTypeLink = (type: SearchType, keyword: string) => string;

function Group({
  group,
  keyword,
  preview,
  typeLink,
  pageTo,
  poetTo,
}: {
  group: SearchGroup;
  keyword: string;
  preview: boolean;
  typeLink: SearchTypeLink;
  pageTo?: SearchPageLink;
  poetTo?: SearchPoetLink;
}) {
  const more = preview && group.total > group.items.length;
  return (
    <section className="yw-search-group" data-testid={`search-group-${group.type}`}>
      <h2 className="yw-section-title">
        {SEARCH_TYPE_NAMES[group.type]}
        <span className="yw-search-group__count">{group.total} 条</span>
      </h2>
      <ul className={`yw-search-group__items${group.type === 'character' ? ' is-chars' : ''}`}>
        {group.items.map((item) => (
          <ResultItem key={item.id} type={group.type} item={item} pageTo={pageTo} poetTo={poetTo} />
        ))}
      </ul>
      {more && (
        <Link className="yw-search-group__more" to={typeLink(group.type, keyword)}>
          查看全部 {group.total} 条
        </Link>
      )}
    </section>
  );
}

function Pager({ page, total, onPage }: { page: number; total: number; onPage: (page: number) => void }) {
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  if (pages <= 1) return null;
  return (
    <nav className="yw-search-pager" aria-label="翻页">
      <button type="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        上一页
      </button>
      <span>
        第 {page} / {pages} 页
      </span>
      <button type="button" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        下一页
      </button>
    </nav>
  );
}

function Results({
  keyword,
  type,
  areas,
  typeLink,
  pageTo,
  poetTo,
}: {
  keyword: string;
  type: SearchType | undefined;
  areas: readonly AreaLink[];
  typeLink: SearchTypeLink;
  pageTo?: SearchPageLink;
  poetTo?: SearchPoetLink;
}) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const result = useSearch(keyword, type, page);
  const matchedAreas = type ? [] : filterAreas(areas, keyword);
  if (result.isPending) return <PageLoading />;
  if (result.isError) return <PageMessage glyph="误" title={failureMessage(result.error)} />;
  const groups = result.data.groups.filter((g) => type || g.total > 0);
  if (groups.every((g) => g.total === 0) && matchedAreas.length === 0)
    return <PageMessage glyph="寻" title={`没有找到「${keyword}」`} testId="search-empty" />;
  const toPage = (next: number) => {
    const copy = new URLSearchParams(params);
    copy.set('page', String(next));
    setParams(copy);
  };
  return (
    <div data-testid="search-results">
      {matchedAreas.length > 0 && (
        <section className="yw-search-group">
          <h2 className="yw-section-title">学习区</h2>
          <AreaGrid areas={matchedAreas} testId="search-areas" />
        </section>
      )}
      {groups.map((group) => (
        <Group
          key={group.type}
          group={group}
          keyword={keyword}
          preview={!type}
          typeLink={typeLink}
          pageTo={pageTo}
          poetTo={poetTo}
        />
      ))}
      {type && groups[0] && <Pager page={page} total={groups[0].total} onPage={toPage} />}
    </div>
  );
}

/**
 * Search over the catalogue: every type's first results, or one type paged (`type` from the route,
 * e.g. `/search/{type}`, or `?type=` where the layout has no such route). The keyword lives in the
 * address, so back and reload keep it.
 */
export function SearchPage({
  areas,
  type: routeType,
  typeLink,
  pageTo,
  poetTo,
}: {
  areas: readonly AreaLink[];
  type?: string;
  typeLink: SearchTypeLink;
  pageTo?: SearchPageLink;
  poetTo?: SearchPoetLink;
}) {
  const [params, setParams] = useSearchParams();
  const keyword = params.get('keyword')?.trim() ?? '';
  const type = routeType ?? params.get('type') ?? undefined;
  const [draft, setDraft] = useState(keyword);

  useEffect(() => {
    const next = draft.trim();
    if (next === keyword) return;
    const timer = setTimeout(() => {
      // A new keyword starts again at page 1; the type stays.
      setParams(
        (current) => {
          const copy = new URLSearchParams(current);
          copy.delete('page');
          if (next) copy.set('keyword', next);
          else copy.delete('keyword');
          return copy;
        },
        { replace: true },
      );
    }, TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [draft, keyword, setParams]);

  const known = type === undefined || isSearchType(type);
  const title = type && isSearchType(type) ? `搜索${SEARCH_TYPE_NAMES[type]}` : '搜索';
  return (
    <>
      <TitleBar title={title} back />
      <main className="yw-page" data-testid="search-page">
        <label className="yw-search__box">
          <SearchIcon className="yw-search__icon" />
          <input
            className="yw-search__input"
            type="search"
            placeholder="汉字、拼音（如 xue）、首字母、部首、笔画数、诗句"
            value={draft}
            maxLength={SEARCH_KEYWORD_MAX}
            onChange={(e) => setDraft(e.target.value)}
            aria-label="搜索"
          />
        </label>
        {!known && <PageMessage glyph="寻" title="没有这种搜索" />}
        {known && keyword === '' && (
          <>
            <p className="yw-search__hint">可以搜汉字、词语、成语、歇后语和诗文，也可以找学习区。</p>
            <AreaGrid areas={areas} testId="search-results" />
          </>
        )}
        {known && keyword !== '' && (
          <Results
            keyword={keyword}
            type={type && isSearchType(type) ? type : undefined}
            areas={areas}
            typeLink={typeLink}
            pageTo={pageTo}
            poetTo={poetTo}
          />
        )}
      </main>
    </>
  );
}
