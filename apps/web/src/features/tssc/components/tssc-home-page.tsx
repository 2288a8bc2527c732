// tssc = 唐诗宋词 (诗文背诵): the collections to recite from; /tssc2 is the same entry for app hosts.
import { Link } from 'react-router';
import { CollectionGrid } from '../../../components/collection-grid/collection-grid';
import { PageFailure, PageLoading, PageMessage } from '../../../components/page-state/page-state';
import { TitleBar } from '../../../components/title-bar/title-bar';
import { useLearningRecord } from '../../../lib/learning-record';
import { useReciteCollections, useReciteFavorites } from '../api/recite-poems.api';
import '../tssc.css';

/** The pupil's favourite poems, to recite straight away; hidden while there are none. */
function Favorites({ poemTo }: { poemTo: (id: number) => string }) {
  const favorites = useReciteFavorites();
  const list = favorites.data?.list ?? [];
  if (list.length === 0) return null;
  return (
    <section aria-label="我的收藏">
      <h2 className="yw-tssc-heading">我的收藏</h2>
      <ul className="yw-tssc-book" data-testid="tssc-favorites">
        {list.map((poem) => (
          <li key={poem.id} className="yw-tssc-book__row">
            <Link className="yw-tssc-book__link" to={poemTo(poem.id)}>
              <span className="yw-tssc-book__title yw-kai">{poem.title}</span>
              <span className="yw-tssc-soft">
                {[poem.dynasty, poem.author].filter(Boolean).join(' · ')}　{poem.collection_name}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /tssc, /tssc2 and desktop /tssc: pick a collection (or a favourite), then a poem to practise and recite. */
export function TsscHomePage({
  title,
  moduleId,
  bookTo,
  poemTo,
}: {
  title: string;
  moduleId?: number;
  bookTo: (collection: string) => string;
  poemTo: (id: number) => string;
}) {
  useLearningRecord(moduleId);
  const collections = useReciteCollections();
  const filled = (collections.data ?? []).filter((c) => c.count > 0);
  return (
    <>
      <TitleBar title={title} back />
      <main className="yw-page yw-tssc" data-testid="tssc-home">
        <p className="yw-tssc-soft">
          每首诗分四步练：带拼音朗读 → 不带拼音朗读 → 首字提示背诵 → 完全背诵。背的时候可以录下来听一听。
        </p>
        {collections.isPending ? (
          <PageLoading />
        ) : collections.isError ? (
          <PageFailure error={collections.error} onRetry={collections.refetch} />
        ) : filled.length === 0 ? (
          <PageMessage glyph="诗" title="还没有可以背诵的诗文" />
        ) : (
          <CollectionGrid
            collections={filled}
            to={bookTo}
            tone="cool"
            testId="tssc-collections"
            itemTestId="tssc-collection"
          />
        )}
        <Favorites poemTo={poemTo} />
      </main>
    </>
  );
}
