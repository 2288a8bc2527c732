// jdsd = 经典诵读: the poems of one collection (背诵目录), with the pupil's favourite marks.
import { PageLoading, PageMessage } from '../../../components/page-state/page-state';
import { TitleBar } from '../../../components/title-bar/title-bar';
import { failureMessage } from '../../../lib/http-transport';
import { useLearningRecord } from '../../../lib/learning-record';
import { usePoemList } from '../api/poem-list.api';
import { PoemRows } from './poem-rows';
import '../jdsd.css';

function Poems({ collection, poemTo }: { collection: string; poemTo: (id: number) => string }) {
  const poems = usePoemList(collection);
  if (poems.isPending) return <PageLoading />;
  if (poems.isError) {
    return (
      <PageMessage glyph="断" title={failureMessage(poems.error)}>
        <button type="button" className="yw-button" onClick={() => poems.refetch()}>
          重试
        </button>
      </PageMessage>
    );
  }
  const list = poems.data.pages.flatMap((page) => page.list);
  const total = poems.data.pages[0]?.total ?? 0;
  if (list.length === 0) return <PageMessage glyph="诗" title="这个诗集还没有诗文" />;
  return (
    <>
      <p className="yw-jdsd-count">共 {total} 篇</p>
      <PoemRows poems={list} poemTo={poemTo} testId="poem-list" />
      {poems.hasNextPage && (
        <button
          type="button"
          className="yw-big-button yw-big-button--soft"
          onClick={() => poems.fetchNextPage()}
          disabled={poems.isFetchingNextPage}
        >
          {poems.isFetchingNextPage ? '加载中...' : '加载更多'}
        </button>
      )}
    </>
  );
}

/** /jdsd/bsdir?collection=…: a collection's poems in order. */
export function PoemListPage({
  collection,
  moduleId,
  poemTo,
}: {
  collection: string;
  moduleId?: number;
  poemTo: (id: number) => string;
}) {
  useLearningRecord(moduleId);
  const name = usePoemList(collection).data?.pages[0]?.collection_name;
  return (
    <>
      <TitleBar title={name ?? '背诵目录'} back />
      <main className="yw-page yw-jdsd" data-testid="poem-list-page">
        <Poems collection={collection} poemTo={poemTo} />
      </main>
    </>
  );
}
