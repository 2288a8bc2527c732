import { Link } from 'react-router';
import { SearchIcon } from '../../../components/icons/icons';
import { PageFailure, PageLoading } from '../../../components/page-state/page-state';
import { useBook, useBpydHome } from '../api/bpyd.api';
import { type BpydLinks, type BpydPlace, placeLabel } from '../bpyd-links';
import { BpydView } from './bpyd-view';

/** The left column with a book open: its contents, the chapter being read marked. */
function Contents({ bookId, chapter, links }: { bookId: number; chapter?: number; links: BpydLinks }) {
  const answer = useBook(bookId);
  if (answer.isPending) return <PageLoading />;
  if (answer.isError) return <PageFailure error={answer.error} onRetry={answer.refetch} />;
  return (
    <nav className="yw-bpyd-desk__nav" aria-label="目录">
      <Link className="yw-bpyd-desk__back" to={links.home()}>
        ‹ 回到书库
      </Link>
      <Link className="yw-bpyd-desk__book yw-kai" to={links.book(bookId)} aria-current={chapter ? undefined : 'page'}>
        {answer.data.title}
      </Link>
      <ol className="yw-bpyd-desk__list">
        {answer.data.contents.map((c) => (
          <li key={c.chapter}>
            <Link
              className="yw-bpyd-desk__link"
              to={links.chapter(bookId, c.chapter)}
              aria-current={chapter === c.chapter ? 'page' : undefined}
            >
              <span className="yw-bpyd-desk__number">{c.chapter}</span>
              {c.title}
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** The left column in the library: search, the shelf with each book's place, and the categories. */
function Shelf({ place, links }: { place: BpydPlace; links: BpydLinks }) {
  const answer = useBpydHome();
  if (answer.isPending) return <PageLoading />;
  if (answer.isError) return <PageFailure error={answer.error} onRetry={answer.refetch} />;
  const { categories, books, shelf } = answer.data;
  const byId = new Map(books.map((b) => [b.id, b]));
  return (
    <nav className="yw-bpyd-desk__nav" aria-label="书库">
      <Link
        className="yw-bpyd-desk__link"
        to={links.search()}
        aria-current={place.search !== undefined ? 'page' : undefined}
      >
        <SearchIcon className="yw-bpyd-desk__icon" />
        找字词
      </Link>
      <p className="yw-bpyd-desk__heading">我的书架</p>
      {shelf.length === 0 && <p className="yw-bpyd-desk__empty">还没有放书</p>}
      <ul className="yw-bpyd-desk__list">
        {shelf
          .flatMap((id) => byId.get(id) ?? [])
          .map((book) => (
            <li key={book.id}>
              <Link className="yw-bpyd-desk__link" to={links.book(book.id)}>
                <span className="yw-kai">{book.title}</span>
                <span className="yw-bpyd-desk__place">{placeLabel(book.place) || '未开始'}</span>
              </Link>
            </li>
          ))}
      </ul>
      <p className="yw-bpyd-desk__heading">书库</p>
      <ul className="yw-bpyd-desk__list">
        {categories.map((category) => (
          <li key={category.id}>
            <Link
              className="yw-bpyd-desk__link"
              to={links.category(category.id)}
              aria-current={place.categoryId === category.id ? 'page' : undefined}
            >
              {category.name}
              <span className="yw-bpyd-desk__place">{category.count}本</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Desktop /bpyd: the shelf or the open book's contents on the left, the page or the reader on the right. */
export function DesktopBpyd({ place, links }: { place: BpydPlace; links: BpydLinks }) {
  return (
    <div className="yw-bpyd-desk" data-testid="bpyd-desktop">
      <aside className="yw-bpyd-desk__side">
        <Link className="yw-bpyd-desk__brand yw-kai" to={links.home()}>
          部编阅读
        </Link>
        {place.bookId !== undefined && place.search === undefined ? (
          <Contents bookId={place.bookId} chapter={place.chapter} links={links} />
        ) : (
          <Shelf place={place} links={links} />
        )}
      </aside>
      <section className="yw-bpyd-desk__main">
        <div className="yw-bpyd-desk__page">
          <BpydView place={place} links={links} />
        </div>
      </section>
    </div>
  );
}
