// jdsd = 经典诵读: the poems of one collection (背诵目录), with the pupil's favourite marks.
import { LoadMoreButton, PageFailure, PageLoading, PageMessage } from '../../../components/page-state/page-state';
import { useReciteStates } from '../../../components/recite-state/recite-states.api';
import { TitleBar } from '../../../components/title-bar/title-bar';
import { GRADE_BAND_NOTE, groupByGradeBand, isGraded } from '../../../lib/grade-bands';
import { failureMessage } from '../../../lib/http-transport';
import { useLearningRecord } from '../../../lib/learning-record';
import { usePoemList } from '../api/poem-list.api';
import { PoemRows } from './poem-rows';
import '../jdsd.css';

function Poems({ collection, poemTo }: { collection: string; poemTo: (id: number) => string }) {
  const poems = usePoemList(collection);
  const list = poems.data?.pages.flatMap((page) => page.list) ?? [];
  const states = useReciteStates(list.map((poem) => poem.id));
  if (poems.isPending) return <PageLoading />;
  if (poems.isError) {
    return <PageFailure error={poems.error} onRetry={poems.refetch} />;
  }
  const total = poems.data.pages[0]?.total ?? 0;
  if (list.length === 0) return <PageMessage glyph="诗" title="这个诗集还没有诗文" />;
  const stateOf = new Map((states.data ?? []).map((s) => [s.poem_id, s.state]));
  return (
    <>
      <p className="yw-jdsd-count">共 {total} 篇</p>
      {states.isError && <p className="yw-jdsd-count">背诵状态暂时读不到：{failureMessage(states.error)}</p>}
      {isGraded(list) && (
        <p className="yw-jdsd-count" data-testid="grade-band-note">
          {GRADE_BAND_NOTE}
        </p>
      )}
      {groupByGradeBand(list).map((group) => (
        <section key={`${group.band}-${group.poems[0]?.id}`} data-testid="grade-group" data-band={group.band}>
          {group.label && <h2 className="yw-jdsd-band">{group.label}</h2>}
          <PoemRows poems={group.poems} poemTo={poemTo} testId="poem-list" states={stateOf} />
        </section>
      ))}
      <LoadMoreButton query={poems} />
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
