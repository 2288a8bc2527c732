// jdsd = 经典诵读: the poem collections and the pupil's favourite poems.
import { Link } from 'react-router';
import { CollectionGrid } from '../../../components/collection-grid/collection-grid';
import { StarIcon } from '../../../components/icons/icons';
import { LoadMoreButton, PageFailure, PageLoading, PageMessage } from '../../../components/page-state/page-state';
import { TitleBar } from '../../../components/title-bar/title-bar';
import { failureMessage } from '../../../lib/http-transport';
import { useLearningRecord } from '../../../lib/learning-record';
import { useFavoritePoems } from '../api/favorite.api';
import { usePoemCollections } from '../api/poem-collections.api';
import { PoemRows } from './poem-rows';
import '../jdsd.css';

/** Where the pages link to; the app's route tables decide. */
export interface JdsdLinks {
  collectionTo: (key: string) => string;
  poemTo: (id: number) => string;
}

function Collections({ collectionTo }: Pick<JdsdLinks, 'collectionTo'>) {
  const collections = usePoemCollections();
  if (collections.isPending) return <PageLoading />;
  if (collections.isError) {
    return <PageFailure error={collections.error} onRetry={collections.refetch} />;
  }
  const shown = collections.data.filter((c) => c.count > 0);
  if (shown.length === 0) return <PageMessage glyph="诗" title="还没有导入诗文，请先运行内容导入" />;
  return <CollectionGrid collections={shown} to={collectionTo} tone="warm" testId="poem-collections" />;
}

function Favorites({ poemTo }: Pick<JdsdLinks, 'poemTo'>) {
  const favorites = useFavoritePoems();
  if (favorites.isPending) return <PageLoading />;
  if (favorites.isError) return <PageMessage glyph="断" title={failureMessage(favorites.error)} />;
  const list = favorites.data.pages.flatMap((page) => page.list);
  if (list.length === 0) {
    return <p className="yw-jdsd-empty">还没有收藏的诗文。读诗时点“收藏”，就会出现在这里。</p>;
  }
  return (
    <>
      <PoemRows poems={list} poemTo={poemTo} testId="favorite-poems" />
      <LoadMoreButton query={favorites} />
    </>
  );
}

/** /jdsd: the collections to read from, the loop reading, and the pupil's favourites. */
export function CollectionsPage({
  moduleId,
  collectionTo,
  poemTo,
  loopTo,
}: JdsdLinks & { moduleId?: number; loopTo: string }) {
  useLearningRecord(moduleId);
  return (
    <>
      <TitleBar title="经典诵读" back />
      <main className="yw-page yw-jdsd" data-testid="jdsd-collections-page">
        <h2 className="yw-section-title">诗文集</h2>
        <Collections collectionTo={collectionTo} />
        <Link className="yw-big-button yw-big-button--soft yw-jdsd-loop-link" to={loopTo} data-testid="jdsd-loop-link">
          循环诵读（单首循环 · 列表循环 · 随机播放）
        </Link>
        <h2 className="yw-section-title yw-jdsd-section">
          <StarIcon className="yw-jdsd-section__icon" />
          我的收藏
        </h2>
        <Favorites poemTo={poemTo} />
      </main>
    </>
  );
}
