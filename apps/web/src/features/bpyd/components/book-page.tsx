import { Link } from 'react-router';
import { PageFailure, PageLoading } from '../../../components/page-state/page-state';
import { toast } from '../../../components/toast/toast-store';
import { failureMessage } from '../../../lib/http-transport';
import { useBook, useShelf } from '../api/bpyd.api';
import type { BpydLinks } from '../bpyd-links';
import { CoverFace } from './book-cover';

/** A book: its intro, the shelf button, where to go on reading, and the contents. */
export function BookPage({ bookId, links }: { bookId: number; links: BpydLinks }) {
  const answer = useBook(bookId);
  const shelf = useShelf();
  if (answer.isPending) return <PageLoading />;
  if (answer.isError) return <PageFailure error={answer.error} onRetry={answer.refetch} />;
  const book = answer.data;
  const byline = [book.dynasty, book.author].filter(Boolean).join(' · ');
  const toggleShelf = () =>
    shelf.mutate(
      { bookId, on: !book.shelved },
      {
        onSuccess: (result) => toast.success(result.shelved ? '已放上书架' : '已从书架取下'),
        onError: (error) => toast.error(failureMessage(error)),
      },
    );
  return (
    <article className="yw-bpyd-book" data-testid="book-page">
      <header className="yw-bpyd-book__head">
        <CoverFace book={book} className="yw-bpyd-book__cover" />
        <div className="yw-bpyd-book__about">
          <h2 className="yw-bpyd-book__title yw-kai">{book.title}</h2>
          {byline && <p className="yw-bpyd-book__byline">{byline}</p>}
          <p className="yw-bpyd-book__facts">
            共{book.chapters}章 · 适合{book.grade_band.replace('-', '至')}年级
          </p>
          <div className="yw-bpyd-book__actions">
            <Link
              className="yw-button"
              to={links.chapter(bookId, book.place?.chapter ?? 1, book.place?.position)}
              data-testid="book-read"
            >
              {book.place ? `继续读第${book.place.chapter}章` : '开始阅读'}
            </Link>
            <button
              type="button"
              className={book.shelved ? 'yw-bpyd-chip is-on' : 'yw-bpyd-chip'}
              aria-pressed={book.shelved}
              disabled={shelf.isPending}
              onClick={toggleShelf}
              data-testid="book-shelf"
            >
              {book.shelved ? '已在书架上' : '放上书架'}
            </button>
          </div>
        </div>
      </header>
      <p className="yw-bpyd-book__intro">{book.intro}</p>
      <section aria-label="目录">
        <h3 className="yw-section-title">目录</h3>
        <ol className="yw-bpyd-contents">
          {book.contents.map((chapter) => (
            <li key={chapter.chapter}>
              <Link
                className="yw-bpyd-contents__item"
                to={links.chapter(bookId, chapter.chapter)}
                aria-current={book.place?.chapter === chapter.chapter ? 'step' : undefined}
                data-testid="book-chapter"
              >
                <span className="yw-bpyd-contents__number">{chapter.chapter}</span>
                <span className="yw-bpyd-contents__title yw-kai">{chapter.title}</span>
                <span className="yw-bpyd-contents__chars">{chapter.chars}字</span>
              </Link>
            </li>
          ))}
        </ol>
      </section>
    </article>
  );
}
