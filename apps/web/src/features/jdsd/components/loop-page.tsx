// jdsd = 经典诵读: /jdsd/loop reads a collection's poems aloud one after another (单首循环, 列表循环, 随机播放).
import type { PoemContent, PoemSummary } from '@yuwen/protocol';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import {
  activeAudioButton,
  haltAudioButtons,
  subscribeAudioButtons,
} from '../../../components/audio-button/audio-button-store';
import { isDictionaryOpen, subscribeDictionary } from '../../../components/dictionary-overlay/dictionary-overlay-store';
import { SpeakerIcon } from '../../../components/icons/icons';
import { PageLoading, PageMessage } from '../../../components/page-state/page-state';
import { TitleBar } from '../../../components/title-bar/title-bar';
import { failureMessage } from '../../../lib/http-transport';
import { useLearningRecord } from '../../../lib/learning-record';
import { usePoemCollections } from '../api/poem-collections.api';
import { usePoemContent } from '../api/poem-content.api';
import { usePoemList } from '../api/poem-list.api';
import { LOOP_MODES, LOOP_PAUSE_MS, type LoopMode, nextLoopIndex, previousLoopIndex } from '../loop';
import { byline } from '../poem-format';
import {
  playRecording,
  playSteps,
  READING_SPEEDS,
  readAloudPlayer,
  readingSteps,
  readReadingSpeed,
} from '../read-aloud';
import { PoemText } from './poem-text';
import '../jdsd.css';

/** Every poem of the collection (the loop needs the whole list), loading the pages one after another. */
function useWholeList(collection: string) {
  const list = usePoemList(collection);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  const poems = useMemo(() => list.data?.pages.flatMap((page) => page.list) ?? [], [list.data]);
  return { list, poems };
}

/**
 * Reads `poem` aloud while `playing` (its teacher's recording where one exists, else syllable by
 * syllable); when it ends (or has nothing recorded) `onDone` is called after the loop pause.
 * `round` restarts the same poem.
 */
function useLoopReading(poem: PoemContent | undefined, playing: boolean, round: number, onDone: () => void) {
  const steps = useMemo(() => (poem ? readingSteps(poem.pinyin, poem.audio).steps : []), [poem]);
  const [step, setStep] = useState<number | null>(null);
  const done = useRef(onDone);
  done.current = onDone;
  const gapMs = READING_SPEEDS.find((s) => s.key === readReadingSpeed())?.gapMs ?? 0;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new round reads the same poem again.
  useEffect(() => {
    if (!playing || !poem) return;
    haltAudioButtons();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stopReading = poem.teacher_audio
      ? playRecording(readAloudPlayer(), poem.teacher_audio, () => {
          timer = setTimeout(() => done.current(), LOOP_PAUSE_MS);
        })
      : playSteps(
          readAloudPlayer(),
          steps,
          () => gapMs,
          (next) => {
            setStep(next);
            if (next === null) timer = setTimeout(() => done.current(), LOOP_PAUSE_MS);
          },
        );
    return () => {
      clearTimeout(timer);
      stopReading();
      setStep(null);
    };
  }, [playing, poem, round, steps, gapMs]);

  return {
    current: step === null ? null : (steps[step] ?? null),
    recorded: steps.length > 0 || Boolean(poem?.teacher_audio),
  };
}

function LoopPlayer({ poems, moduleTitle }: { poems: readonly PoemSummary[]; moduleTitle: string }) {
  const [mode, setMode] = useState<LoopMode>('list');
  const [cursor, setCursor] = useState({ index: 0, round: 0 });
  const [playing, setPlaying] = useState(false);
  const summary = poems[Math.min(cursor.index, poems.length - 1)];
  const content = usePoemContent(summary?.id);
  const poem = content.data?.id === summary?.id ? content.data : undefined;

  const goTo = (index: number) => setCursor((c) => ({ index, round: c.round + 1 }));
  const advance = () => {
    // A poem with no recorded syllable cannot be read again and again: single mode stops there.
    if (mode === 'single' && poem && !reading.recorded) setPlaying(false);
    goTo(nextLoopIndex(mode, cursor.index, poems.length, Math.random));
  };
  const reading = useLoopReading(poem, playing, cursor.round, advance);

  // One sound at a time: the dictionary or a line's audio button stops the loop.
  useEffect(() => {
    const offDictionary = subscribeDictionary(() => {
      if (isDictionaryOpen()) setPlaying(false);
    });
    const offButtons = subscribeAudioButtons(() => {
      if (activeAudioButton() !== null) setPlaying(false);
    });
    return () => {
      offDictionary();
      offButtons();
    };
  }, []);

  return (
    <section className="yw-jdsd-loop" data-testid="loop-player" aria-label={`${moduleTitle}循环诵读`}>
      <fieldset className="yw-jdsd-speed yw-jdsd-loop__modes">
        <legend>播放方式</legend>
        {LOOP_MODES.map((m) => (
          <label key={m.key} className={m.key === mode ? 'is-on' : undefined}>
            <input
              type="radio"
              name="loop-mode"
              value={m.key}
              checked={m.key === mode}
              onChange={() => setMode(m.key)}
            />
            {m.label}
          </label>
        ))}
      </fieldset>

      <div className="yw-jdsd-loop__controls">
        <button
          type="button"
          className="yw-jdsd-tool"
          data-testid="loop-previous"
          onClick={() => goTo(previousLoopIndex(cursor.index, poems.length))}
        >
          上一首
        </button>
        <button
          type="button"
          className="yw-button yw-jdsd-aloud__play"
          data-testid="loop-play"
          aria-pressed={playing}
          onClick={() => setPlaying(!playing)}
        >
          <SpeakerIcon />
          {playing ? '停止' : '开始循环诵读'}
        </button>
        <button
          type="button"
          className="yw-jdsd-tool"
          data-testid="loop-next"
          onClick={() =>
            goTo(nextLoopIndex(mode === 'single' ? 'list' : mode, cursor.index, poems.length, Math.random))
          }
        >
          下一首
        </button>
      </div>

      {!poem ? (
        content.isError ? (
          <PageMessage glyph="断" title={failureMessage(content.error)}>
            <button type="button" className="yw-button" onClick={() => content.refetch()}>
              重试
            </button>
          </PageMessage>
        ) : (
          <PageLoading />
        )
      ) : (
        <article className="yw-jdsd-poem" data-testid="loop-poem">
          <header className="yw-jdsd-poem__head">
            <h2 className="yw-jdsd-poem__title yw-kai" data-testid="loop-poem-title">
              {poem.title}
            </h2>
            {byline(poem.dynasty, poem.author) && (
              <p className="yw-jdsd-poem__byline yw-kai">{byline(poem.dynasty, poem.author)}</p>
            )}
          </header>
          <PoemText
            lines={poem.lines}
            pinyin={poem.pinyin}
            audio={poem.audio}
            showPinyin
            current={reading.current}
            markUnrecorded={playing}
          />
          {!reading.recorded && <p className="yw-jdsd-aloud__note">这首诗还没有可以朗读的音节录音，循环时跳过。</p>}
          <p className="yw-jdsd-aloud__note" data-testid="loop-reading-kind">
            {poem.teacher_audio ? '老师录音：整首诗由老师朗读。' : '按音节录音逐字朗读（不是整首诗的录音）。'}
          </p>
        </article>
      )}

      <h2 className="yw-section-title">
        本集诗文（{cursor.index + 1}/{poems.length}）
      </h2>
      <ol className="yw-jdsd-loop__list" data-testid="loop-list">
        {poems.map((p, i) => (
          <li key={p.id}>
            <button
              type="button"
              className={i === cursor.index ? 'yw-jdsd-loop__item is-on' : 'yw-jdsd-loop__item'}
              aria-current={i === cursor.index ? 'true' : undefined}
              onClick={() => goTo(i)}
            >
              <span className="yw-kai">{p.title}</span>
              <span className="yw-jdsd-poem-row__byline">{byline(p.dynasty, p.author)}</span>
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}

function CollectionLoop({ collection }: { collection: string }) {
  const { list, poems } = useWholeList(collection);
  if (list.isPending) return <PageLoading />;
  if (list.isError) {
    return (
      <PageMessage glyph="断" title={failureMessage(list.error)}>
        <button type="button" className="yw-button" onClick={() => list.refetch()}>
          重试
        </button>
      </PageMessage>
    );
  }
  if (poems.length === 0) return <PageMessage glyph="诗" title="这个诗集还没有诗文" />;
  return <LoopPlayer key={collection} poems={poems} moduleTitle={list.data.pages[0]?.collection_name ?? ''} />;
}

/** /jdsd/loop?collection=…: pick a collection and a loop mode, then listen. */
export function LoopPage({
  collection,
  moduleId,
  loopTo,
}: {
  collection: string | undefined;
  moduleId?: number;
  loopTo: (collection: string) => string;
}) {
  useLearningRecord(moduleId);
  const collections = usePoemCollections();
  const shown = (collections.data ?? []).filter((c) => c.count > 0);
  const chosen = collection ?? shown[0]?.key;
  return (
    <>
      <TitleBar title="循环诵读" back />
      <main className="yw-page yw-jdsd" data-testid="jdsd-loop-page">
        {collections.isPending ? (
          <PageLoading />
        ) : collections.isError ? (
          <PageMessage glyph="断" title={failureMessage(collections.error)} />
        ) : chosen === undefined ? (
          <PageMessage glyph="诗" title="还没有导入诗文，请先运行内容导入" />
        ) : (
          <>
            <nav className="yw-jdsd-loop__collections" aria-label="诗文集">
              {shown.map((c) => (
                <Link
                  key={c.key}
                  to={loopTo(c.key)}
                  replace
                  className={c.key === chosen ? 'yw-jdsd-tool is-on' : 'yw-jdsd-tool'}
                  aria-current={c.key === chosen ? 'page' : undefined}
                >
                  {c.name}
                </Link>
              ))}
            </nav>
            <CollectionLoop key={chosen} collection={chosen} />
          </>
        )}
      </main>
    </>
  );
}
