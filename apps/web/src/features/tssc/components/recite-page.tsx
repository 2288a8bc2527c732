// tssc = 唐诗宋词: one poem to recite: four practice modes in order, the state, and recordings.
import type { PoemContent, ReciteState } from '@yuwen/protocol';
import { useState } from 'react';
import { StarIcon } from '../../../components/icons/icons';
import { PageLoading, PageMessage } from '../../../components/page-state/page-state';
import { PoemNotes, PoemTranslation, StudyFold } from '../../../components/poem-study/poem-study';
import { ReciteStateBadge } from '../../../components/recite-state/recite-state-badge';
import { useReciteStates } from '../../../components/recite-state/recite-states.api';
import { TitleBar } from '../../../components/title-bar/title-bar';
import { toast } from '../../../components/toast/toast-store';
import { failureMessage } from '../../../lib/http-transport';
import { useLearningRecord } from '../../../lib/learning-record';
import { useRecitePoem, useToggleReciteFavorite } from '../api/recite-poems.api';
import { useFinishStage } from '../api/recite-states.api';
import { openModes, PRACTICE_MODES } from '../practice-modes';
import { PracticeText } from './practice-text';
import { RecorderPanel } from './recorder-panel';
import '../tssc.css';

function Practice({ poem, stage, state }: { poem: PoemContent; stage: number; state: ReciteState }) {
  const reachable = openModes(stage);
  const [current, setCurrent] = useState(() => reachable);
  const [revealed, setRevealed] = useState(0);
  const finish = useFinishStage();
  const mode = PRACTICE_MODES[current - 1] ?? PRACTICE_MODES[0];
  if (!mode) return null;
  const last = mode.stage === PRACTICE_MODES.length;
  const memoryDone = mode.key !== 'memory' || revealed >= poem.lines.length;

  const choose = (next: number) => {
    setCurrent(next);
    setRevealed(0);
  };

  const done = async () => {
    try {
      const answer = await finish.mutateAsync({ poemId: poem.id, stage: mode.stage });
      if (answer.state === 'recited' && last) toast.success('太棒了，这首已背会！');
      else toast.success(`完成“${mode.title}”`);
      if (!last) choose(mode.stage + 1);
    } catch (error) {
      toast.error(failureMessage(error, '进度保存失败，请重试'));
    }
  };

  return (
    <section className="yw-tssc-practice" aria-label="背诵练习">
      <ol className="yw-tssc-modes" data-testid="practice-modes">
        {PRACTICE_MODES.map((m) => {
          const locked = m.stage > reachable;
          const finished = m.stage <= stage;
          return (
            <li key={m.key}>
              <button
                type="button"
                className={m.stage === current ? 'yw-tssc-mode is-current' : 'yw-tssc-mode'}
                aria-pressed={m.stage === current}
                disabled={locked}
                onClick={() => choose(m.stage)}
                data-testid="practice-mode"
                data-finished={finished ? 'yes' : 'no'}
              >
                <span className="yw-tssc-mode__step">{finished ? '✓' : m.stage}</span>
                {m.title}
              </button>
            </li>
          );
        })}
      </ol>
      <p className="yw-tssc-soft" data-testid="practice-hint">
        {mode.hint}
      </p>
      <PracticeText lines={poem.lines} pinyin={poem.pinyin} mode={mode.key} revealedLines={revealed} />
      <div className="yw-tssc-actions">
        {mode.key === 'memory' && revealed < poem.lines.length && (
          <button
            type="button"
            className="yw-button yw-button--soft"
            onClick={() => setRevealed((n) => n + 1)}
            data-testid="practice-reveal"
          >
            提示下一句
          </button>
        )}
        <button
          type="button"
          className="yw-button"
          onClick={done}
          disabled={finish.isPending || !memoryDone}
          data-testid="practice-done"
        >
          {last ? (state === 'recited' ? '再背一遍' : '我背会了') : '完成这一步'}
        </button>
      </div>
      {mode.key === 'memory' && !memoryDone && (
        <p className="yw-tssc-soft">背完一句，点“提示下一句”对照；全部对照完就可以确认背会了。</p>
      )}
    </section>
  );
}

function ReciteBody({ poemId, moduleId }: { poemId: number; moduleId?: number }) {
  const poem = useRecitePoem(poemId);
  const states = useReciteStates([poemId]);
  const favorite = useToggleReciteFavorite();
  if (poem.isPending || states.isPending) return <PageLoading />;
  if (poem.isError || states.isError) {
    const error = poem.error ?? states.error;
    return (
      <PageMessage glyph="断" title={failureMessage(error)}>
        <button
          type="button"
          className="yw-button"
          onClick={() => {
            void poem.refetch();
            void states.refetch();
          }}
        >
          重试
        </button>
      </PageMessage>
    );
  }
  const data = poem.data;
  const progress = states.data[0];
  const state = progress?.state ?? 'not_started';
  const stage = progress?.stage ?? 0;
  const toggleFavorite = () =>
    favorite.mutate(
      { poemId: data.id, favorite: !data.favorite },
      {
        onSuccess: (answer) => toast.success(answer.favorite ? '已收藏' : '已取消收藏'),
        onError: (error) => toast.error(failureMessage(error)),
      },
    );
  return (
    <>
      <header className="yw-tssc-poem-head">
        <h1 className="yw-tssc-title yw-kai" data-testid="recite-title">
          {data.title}
        </h1>
        <p className="yw-tssc-soft">
          {[data.dynasty, data.author].filter(Boolean).join(' · ')}
          {data.collection_name && ` · ${data.collection_name}`}
        </p>
        <div className="yw-tssc-poem-head__row">
          <ReciteStateBadge state={state} />
          <button
            type="button"
            className={data.favorite ? 'yw-tssc-fav is-on' : 'yw-tssc-fav'}
            aria-pressed={data.favorite}
            onClick={toggleFavorite}
            disabled={favorite.isPending}
            data-testid="recite-favorite"
          >
            <StarIcon />
            {data.favorite ? '已收藏' : '收藏'}
          </button>
        </div>
      </header>
      <Practice poem={data} stage={stage} state={state} />
      {data.study && (
        // Folded: the meaning helps recitation, but the pupil decides when to peek.
        <section className="yw-tssc-study" aria-label="译文和注释">
          <StudyFold title="看译文" testId="recite-translation">
            <PoemTranslation translation={data.study.translation} />
          </StudyFold>
          {data.study.notes.length > 0 && (
            <StudyFold title="看注释" testId="recite-notes">
              <PoemNotes notes={data.study.notes} />
            </StudyFold>
          )}
        </section>
      )}
      <RecorderPanel poemId={data.id} moduleId={moduleId} />
    </>
  );
}

/** /tssc/book?id=… (desktop /tssc?id=…): recite one poem. */
export function RecitePage({ poemId, moduleId }: { poemId: number | undefined; moduleId?: number }) {
  useLearningRecord(moduleId);
  return (
    <>
      <TitleBar title="背诵练习" back />
      <main className="yw-page yw-tssc" data-testid="recite-page">
        {poemId === undefined ? (
          <PageMessage glyph="诗" title="没有找到这首诗" />
        ) : (
          <ReciteBody poemId={poemId} moduleId={moduleId} />
        )}
      </main>
    </>
  );
}
