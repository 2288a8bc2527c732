import type { BookSummary } from '@yuwen/protocol';
import { Link } from 'react-router';
import { placeLabel } from '../bpyd-links';

/** The cover's colour by category: a drawn cover, no picture. */
const TONES: Record<string, string> = { classics: 'is-classic', fables: 'is-fable', myths: 'is-myth' };

/** The drawn face of a book: its category's colour, a band at the spine, the title down a label. */
export function CoverFace({
  book,
  className = '',
}: {
  book: Pick<BookSummary, 'title' | 'category'>;
  className?: string;
}) {
  return (
    <span className={`yw-bpyd-cover__face ${TONES[book.category] ?? ''} ${className}`} aria-hidden="true">
      <span className="yw-bpyd-cover__band" />
      <span className="yw-bpyd-cover__title yw-kai">{book.title}</span>
    </span>
  );
}

/** A book as a drawn cover with its name and the pupil's place under it. */
export function BookCover({ book, to }: { book: BookSummary; to: string }) {
  const label = placeLabel(book.place);
  return (
    <Link className="yw-bpyd-cover" to={to} data-testid="book-cover">
      <CoverFace book={book} />
      <span className="yw-bpyd-cover__name">{book.title}</span>
      <span className="yw-bpyd-cover__meta" data-testid="book-place">
        {label || `共${book.chapters}章`}
      </span>
    </Link>
  );
}

/** A row of covers. */
export function CoverGrid({ books, link }: { books: readonly BookSummary[]; link: (id: number) => string }) {
  return (
    <ul className="yw-bpyd-covers">
      {books.map((book) => (
        <li key={book.id}>
          <BookCover book={book} to={link(book.id)} />
        </li>
      ))}
    </ul>
  );
}
