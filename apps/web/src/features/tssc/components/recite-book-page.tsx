// tssc = 唐诗宋词: a collection's recitation list, each poem with its state and favourite mark.
import { Link } from 'react-router';
import { StarIcon } from '../../../components/icons/icons';
import { LoadMoreButton, PageFailure, PageLoading, PageMessage } from '../../../components/page-state/page-state';
import { RECITE_STATE_NAMES, ReciteStateBadge } from '../../../components/recite-state/recite-state-badge';
import { useReciteStates } from '../../../components/recite-state/recite-states.api';
import { TitleBar } from '../../../components/title-bar/title-bar';
import { toast } from '../../../components/toast/toast-store';
import { GRADE_BAND_NOTE, groupByGradeBand, isGraded } from '../../../lib/grade-bands';
import { failureMessage } from '../../../lib/http-transport';
import { useLearningRecord } from '../../../lib/learning-record';
import { useRecitePoemList, useToggleReciteFavorite } from '../api/recite-poems.api';
import '../tssc.css';

function BookList({ collection, poemTo }: { collection: string; poemTo: (id: number) => string }) {
  const poems = useRecitePoemList(collection);
  const list = poems.data?.pages.flatMap((page) => page.list) ?? [];
  const states = useReciteStates(list.map((poem) => poem.id));
  const favorite = useToggleReciteFavorite();
  if (poems.isPending) return <PageLoading />;
  if (poems.isError) {
    return <PageFailure error={poems.error} onRetry={poems.refetch} />;
  }
  if (list.length === 0) return <PageMessage glyph="诗" title="这个诗集还没有诗文" />;
  const stateOf = new Map((states.data ?? []).map((s) => [s.poem_id, s.state]));
  const counts = { recited: 0, practising: 0 };
  for (const s of states.data ?? []) if (s.state !== 'not_started') counts[s.state] += 1;
  const total = poems.data.pages[0]?.total ?? list.length;
  return (
    <>
      <p className="yw-tssc-soft" data-testid="book-summary">
        共 {total} 篇 · {RECITE_STATE_NAMES.recited} {counts.recited} · {RECITE_STATE_NAMES.practising}{' '}
        {counts.practising}
      </p>
      {states.isError && <p className="yw-tssc-soft">背诵状态暂时读不到：{failureMessage(states.error)}</p>}
      {isGraded(list) && (
        <p className="yw-tssc-soft" data-testid="grade-band-note">
          {GRADE_BAND_NOTE}
        </p>
      )}
      {groupByGradeBand(list).map((group) => (
        <section key={`${group.band}-${group.poems[0]?.id}`} data-testid="grade-group" data-band={group.band}>
          {group.label && <h2 className="yw-tssc-book__band">{group.label}</h2>}
          <ul className="yw-tssc-book" data-testid="book-list">
            {group.poems.map((poem) => {
              const state = stateOf.get(poem.id);
              return (
                <li key={poem.id} className="yw-tssc-book__row" data-testid="book-row">
                  <Link className="yw-tssc-book__link" to={poemTo(poem.id)}>
                    <span className="yw-tssc-book__title yw-kai">{poem.title}</span>
                    <span className="yw-tssc-soft">
                      {[poem.dynasty, poem.author].filter(Boolean).join(' · ')}　{poem.first_line}
                    </span>
                  </Link>
                  <ReciteStateBadge state={state} />
                  <button
                    type="button"
                    className={poem.favorite ? 'yw-tssc-fav is-on' : 'yw-tssc-fav'}
                    aria-pressed={poem.favorite}
                    aria-label={poem.favorite ? `取消收藏${poem.title}` : `收藏${poem.title}`}
                    disabled={favorite.isPending}
                    onClick={() =>
                      favorite.mutate(
                        { poemId: poem.id, favorite: !poem.favorite },
                        { onError: (error) => toast.error(failureMessage(error)) },
                      )
                    }
                    data-testid="book-favorite"
                  >
                    <StarIcon />
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
      <LoadMoreButton query={poems} />
    </>
  );
}

/** /tssc/book?collection=… (desktop /tssc?collection=…): the recitation list of a collection. */
export function ReciteBookPage({
  collection,
  moduleId,
  poemTo,
}: {
  collection: string;
  moduleId?: number;
  poemTo: (id: number) => string;
}) {
  useLearningRecord(moduleId);
  const name = useRecitePoemList(collection).data?.pages[0]?.collection_name;
  return (
    <>
      <TitleBar title={name ? `${name} · 背诵` : '背诵目录'} back />
      <main className="yw-page yw-tssc" data-testid="recite-book-page">
        <BookList collection={collection} poemTo={poemTo} />
      </main>
    </>
  );
}
