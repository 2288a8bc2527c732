import { type BookSummary, MODULE_IDS } from '@yuwen/protocol';
import { Link } from 'react-router';
import { useAttachedMedia } from '../../../components/content-kit/api/attached-media.api';
import { MediaSlots } from '../../../components/content-kit/media-slot';
import { SearchIcon } from '../../../components/icons/icons';
import { Mascot } from '../../../components/mascot/mascot';
import { PageFailure, PageLoading, PageMessage } from '../../../components/page-state/page-state';
import { useBpydHome } from '../api/bpyd.api';
import type { BpydLinks } from '../bpyd-links';
import { CoverGrid } from './book-cover';

/** A shelf's videos from the media library (its resource category), kindly empty. */
function ShelfVideos({ categoryId }: { categoryId: number }) {
  const media = useAttachedMedia({ moduleId: MODULE_IDS.bpyd_library, categoryId }, 'video');
  if (media.isPending) return <PageLoading />;
  if (media.isError) return <PageFailure error={media.error} onRetry={media.refetch} />;
  return (
    <section className="yw-bpyd-section" aria-label="视频" data-testid="bpyd-videos">
      <h3 className="yw-section-title">视频</h3>
      <MediaSlots media={media.data} emptyText="这个书架还没有视频，先读读书吧" />
    </section>
  );
}

/**
 * The library: a search entry, the pupil's bookshelf, then every category with its books; or one
 * category, with its videos first when `videos` (/bpyd/video/…).
 */
export function LibraryPage({
  links,
  categoryId,
  videos,
}: {
  links: BpydLinks;
  categoryId?: number;
  videos?: boolean;
}) {
  const answer = useBpydHome();
  if (answer.isPending) return <PageLoading />;
  if (answer.isError) return <PageFailure error={answer.error} onRetry={answer.refetch} />;
  const { categories, books, shelf } = answer.data;
  if (books.length === 0) return <PageMessage title="书库里还没有书" />;
  const byId = new Map(books.map((book) => [book.id, book]));
  const shelved = shelf.flatMap((id) => byId.get(id) ?? []);
  const shown = categoryId === undefined ? categories : categories.filter((c) => c.id === categoryId);
  if (shown.length === 0) return <PageMessage title="没有找到这个书架" />;
  const of = (key: string): BookSummary[] => books.filter((book) => book.category === key);
  return (
    <div className="yw-bpyd-library" data-testid="bpyd-library">
      {categoryId === undefined && (
        <>
          <header className="yw-bpyd-hero">
            <Mascot pose="greeting" className="yw-bpyd-hero__mascot" />
            <div>
              <h2 className="yw-bpyd-hero__title yw-kai">课外书库</h2>
              <p className="yw-bpyd-hero__text">读经典、听故事，每天读一点。</p>
            </div>
          </header>
          <Link className="yw-bpyd-search-entry" to={links.search()} data-testid="bpyd-search-entry">
            <SearchIcon className="yw-bpyd-search-entry__icon" />
            找一找书里的字词
          </Link>
          <section className="yw-bpyd-section" aria-label="我的书架" data-testid="bpyd-shelf">
            <h3 className="yw-section-title">我的书架</h3>
            {shelved.length > 0 ? (
              <CoverGrid books={shelved} link={links.book} />
            ) : (
              <p className="yw-bpyd-note">打开一本书，点“放上书架”，它就会在这里等你。</p>
            )}
          </section>
        </>
      )}
      {videos && categoryId !== undefined && <ShelfVideos categoryId={categoryId} />}
      {shown.map((category) => (
        <section key={category.id} className="yw-bpyd-section" aria-label={category.name}>
          <h3 className="yw-section-title">
            {categoryId === undefined ? <Link to={links.category(category.id)}>{category.name}</Link> : category.name}
          </h3>
          <CoverGrid books={of(category.key)} link={links.book} />
        </section>
      ))}
    </div>
  );
}
