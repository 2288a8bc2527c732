import type { BpydLinks, BpydPlace } from '../bpyd-links';
import { BookPage } from './book-page';
import { LibraryPage } from './library-page';
import { ReaderPage } from './reader-page';
import { SearchPage } from './search-page';

/** The page a place names: search, the reader, a book, a category or the whole library. */
export function BpydView({ place, links }: { place: BpydPlace; links: BpydLinks }) {
  if (place.search !== undefined) return <SearchPage key={place.search} q={place.search} links={links} />;
  if (place.bookId !== undefined && place.chapter !== undefined)
    return <ReaderPage bookId={place.bookId} chapter={place.chapter} line={place.line} links={links} />;
  if (place.bookId !== undefined) return <BookPage bookId={place.bookId} links={links} />;
  return <LibraryPage links={links} categoryId={place.categoryId} videos={place.videos} />;
}
