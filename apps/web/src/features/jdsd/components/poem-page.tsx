// jdsd = 经典诵读: one poem to read, with pinyin, the dictionary, favourites and read-aloud.
import type { PoemContent } from '@yuwen/protocol';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  activeAudioButton,
  haltAudioButtons,
  subscribeAudioButtons,
} from '../../../components/audio-button/audio-button-store';
import { isDictionaryOpen, subscribeDictionary } from '../../../components/dictionary-overlay/dictionary-overlay-store';
import { SpeakerIcon, StarIcon } from '../../../components/icons/icons';
import { PageLoading, PageMessage } from '../../../components/page-state/page-state';
import { lifeYears } from '../../../components/poem-study/life-years';
import { PoemNotes, PoemTranslation } from '../../../components/poem-study/poem-study';
import { TitleBar } from '../../../components/title-bar/title-bar';
import { toast } from '../../../components/toast/toast-store';
import { failureMessage } from '../../../lib/http-transport';
import { useLearningRecord } from '../../../lib/learning-record';
import { useToggleFavorite } from '../api/favorite.api';
import { usePoemContent } from '../api/poem-content.api';
import { byline } from '../poem-format';
import {
  playRecording,
  playSteps,
  READING_SPEEDS,
  type ReadingSpeed,
  readAloudPlayer,
  readingSteps,
  readReadingSpeed,
  readShowPinyin,
  storeReadingSpeed,
  storeShowPinyin,
} from '../read-aloud';
import { PoemText } from './poem-text';
import '../jdsd.css';

/**
 * Reads the poem aloud: a teacher's recording of it where one exists, else the syllable recordings
 * character by character; stops when the dictionary opens or the page closes.
 */
function useReadAloud(poem: PoemContent, speed: ReadingSpeed) {
  const { steps, unrecorded } = useMemo(() => readingSteps(poem.pinyin, poem.audio), [poem]);
  const [step, setStep] = useState<number | null>(null);
  const [playingRecording, setPlayingRecording] = useState(false);
  const [started, setStarted] = useState(false);
  const stopRef = useRef<(() => void) | null>(null);

  const stop = useCallback(() => {
    stopRef.current?.();
    stopRef.current = null;
    setStep(null);
    setPlayingRecording(false);
  }, []);
  const gap = useRef(0);
  gap.current = READING_SPEEDS.find((s) => s.key === speed)?.gapMs ?? 0;
  const start = () => {
    stop();
    // One sound at a time: a line's audio button stops when the whole poem is read, and the other way round.
    haltAudioButtons();
    setStarted(true);
    if (poem.teacher_audio) {
      setPlayingRecording(true);
      stopRef.current = playRecording(readAloudPlayer(), poem.teacher_audio, () => {
        stopRef.current = null;
        setPlayingRecording(false);
      });
      return;
    }
    stopRef.current = playSteps(
      readAloudPlayer(),
      steps,
      () => gap.current,
      (next) => {
        setStep(next);
        if (next === null) stopRef.current = null;
      },
    );
  };

  // The dictionary pauses whatever plays (spec §2): reading ends rather than resuming under it.
  useEffect(
    () =>
      subscribeDictionary(() => {
        if (isDictionaryOpen()) stop();
      }),
    [stop],
  );
  useEffect(
    () =>
      subscribeAudioButtons(() => {
        if (activeAudioButton() !== null) stop();
      }),
    [stop],
  );
  useEffect(() => () => stopRef.current?.(), []);

  const current = step === null ? null : (steps[step] ?? null);
  return {
    start,
    stop,
    reading: step !== null || playingRecording,
    current,
    started,
    canRead: steps.length > 0 || poem.teacher_audio !== '',
    unrecorded,
  };
}

/** Our 注释 under the text, the 译文 a pupil opens line by line, and the 赏析. */
function PoemStudySections({ study, lines }: { study: NonNullable<PoemContent['study']>; lines: readonly string[] }) {
  const [showTranslation, setShowTranslation] = useState(false);
  return (
    <>
      {study.notes.length > 0 && (
        <section className="yw-jdsd-study" aria-label="注释">
          <h3 className="yw-section-title">注释</h3>
          <PoemNotes notes={study.notes} />
        </section>
      )}
      <section className="yw-jdsd-study" aria-label="译文">
        <div className="yw-jdsd-study__head">
          <h3 className="yw-section-title">译文</h3>
          <button
            type="button"
            className={showTranslation ? 'yw-jdsd-tool is-on' : 'yw-jdsd-tool'}
            aria-expanded={showTranslation}
            data-testid="translation-toggle"
            onClick={() => setShowTranslation(!showTranslation)}
          >
            {showTranslation ? '收起译文' : '看译文'}
          </button>
        </div>
        {showTranslation ? (
          <PoemTranslation translation={study.translation} lines={lines} />
        ) : (
          <p className="yw-jdsd-study__hint">先自己读一读，想一想每句的意思，再打开对照。</p>
        )}
      </section>
      <section className="yw-jdsd-study" aria-label="赏析" data-testid="poem-appreciation">
        <h3 className="yw-section-title">赏析</h3>
        <p className="yw-jdsd-study__text">{study.appreciation}</p>
      </section>
    </>
  );
}

/** 作者简介: our biography for pupils, and the classical one folded as 原文小传. */
function AuthorBio({ poem }: { poem: PoemContent }) {
  if (!poem.author_bio && !poem.biography) return null;
  const years = poem.author_bio ? lifeYears(poem.author_bio.born, poem.author_bio.died) : '';
  return (
    <details className="yw-jdsd-more" data-testid="poem-biography">
      <summary>作者简介 · {poem.author}</summary>
      {years && <p className="yw-jdsd-more__years">{years}</p>}
      {poem.author_bio && <p data-testid="poem-author-bio">{poem.author_bio.text}</p>}
      {poem.biography && (
        <details className="yw-jdsd-more yw-jdsd-more--inner">
          <summary>原文小传</summary>
          <p>{poem.biography}</p>
        </details>
      )}
    </details>
  );
}

function PoemReader({ poem }: { poem: PoemContent }) {
  const [showPinyin, setShowPinyin] = useState(readShowPinyin);
  const [speed, setSpeed] = useState<ReadingSpeed>(readReadingSpeed);
  const aloud = useReadAloud(poem, speed);
  const favorite = useToggleFavorite();

  const togglePinyin = () => {
    storeShowPinyin(!showPinyin);
    setShowPinyin(!showPinyin);
  };
  const chooseSpeed = (next: ReadingSpeed) => {
    storeReadingSpeed(next);
    setSpeed(next);
  };
  const toggleFavorite = () => {
    favorite.mutate(
      { poemId: poem.id, favorite: !poem.favorite },
      {
        onSuccess: (answer) => toast.success(answer.favorite ? '已收藏' : '已取消收藏'),
        onError: (error) => toast.error(failureMessage(error)),
      },
    );
  };

  return (
    <article className="yw-jdsd-poem" data-testid="poem-page">
      <header className="yw-jdsd-poem__head">
        <h2 className="yw-jdsd-poem__title yw-kai" data-testid="poem-title">
          {poem.title}
        </h2>
        {byline(poem.dynasty, poem.author) && (
          <p className="yw-jdsd-poem__byline yw-kai" data-testid="poem-byline">
            {byline(poem.dynasty, poem.author)}
          </p>
        )}
      </header>

      <div className="yw-jdsd-tools" role="toolbar" aria-label="阅读工具">
        <button
          type="button"
          className={showPinyin ? 'yw-jdsd-tool is-on' : 'yw-jdsd-tool'}
          aria-pressed={showPinyin}
          data-testid="pinyin-toggle"
          onClick={togglePinyin}
        >
          拼音{showPinyin ? '：开' : '：关'}
        </button>
        <button
          type="button"
          className={poem.favorite ? 'yw-jdsd-tool yw-jdsd-fav is-on' : 'yw-jdsd-tool yw-jdsd-fav'}
          aria-pressed={poem.favorite}
          data-testid="favorite-toggle"
          disabled={favorite.isPending}
          onClick={toggleFavorite}
        >
          <StarIcon />
          {poem.favorite ? '已收藏' : '收藏'}
        </button>
      </div>

      <PoemText
        lines={poem.lines}
        pinyin={poem.pinyin}
        audio={poem.audio}
        showPinyin={showPinyin}
        current={aloud.current}
        markUnrecorded={aloud.started}
      />

      <section className="yw-jdsd-aloud" aria-label="朗读">
        <button
          type="button"
          className="yw-button yw-jdsd-aloud__play"
          data-testid="read-aloud"
          disabled={!aloud.canRead}
          onClick={aloud.reading ? aloud.stop : aloud.start}
        >
          <SpeakerIcon />
          {aloud.reading ? '停止朗读' : poem.teacher_audio ? '播放老师录音' : '逐字朗读'}
        </button>
        {poem.teacher_audio ? (
          <p
            className="yw-jdsd-aloud__note"
            data-testid="teacher-audio-note"
            data-playing={aloud.reading ? 'yes' : 'no'}
          >
            老师录音：整首诗由老师朗读{aloud.reading ? '，正在播放' : ''}。每行后的小喇叭仍按音节逐字读。
          </p>
        ) : (
          <fieldset className="yw-jdsd-speed">
            <legend>语速</legend>
            {READING_SPEEDS.map((s) => (
              <label key={s.key} className={s.key === speed ? 'is-on' : undefined}>
                <input
                  type="radio"
                  name="reading-speed"
                  value={s.key}
                  checked={s.key === speed}
                  onChange={() => chooseSpeed(s.key)}
                />
                {s.label}
              </label>
            ))}
          </fieldset>
        )}
        {!aloud.canRead && <p className="yw-jdsd-aloud__note">这首诗还没有可以朗读的音节录音。</p>}
        {aloud.started && !poem.teacher_audio && aloud.unrecorded > 0 && (
          <p className="yw-jdsd-aloud__note" data-testid="unrecorded-note">
            有 {aloud.unrecorded} 个音节没有录音，朗读时跳过（字下虚线标出）。
          </p>
        )}
      </section>

      {poem.study && <PoemStudySections study={poem.study} lines={poem.lines} />}
      <AuthorBio poem={poem} />
      {poem.notes && (
        <details className="yw-jdsd-more">
          <summary>异文与注释</summary>
          <p>{poem.notes}</p>
        </details>
      )}
      <p className="yw-jdsd-poem__source">出自《{poem.collection_name}》· 点字可查字典</p>
    </article>
  );
}

/** /jdsd/content?id=…: one poem; the page keeps a learning record for its module. */
export function PoemPage({ poemId, moduleId }: { poemId: number | undefined; moduleId?: number }) {
  useLearningRecord(moduleId);
  const poem = usePoemContent(poemId);
  const title = poem.data?.title ?? '经典诵读';
  let body: ReactNode;
  if (poemId === undefined) body = <PageMessage glyph="诗" title="没有指定要读的诗文" />;
  else if (poem.isPending) body = <PageLoading />;
  else if (poem.isError)
    body = (
      <PageMessage glyph="断" title={failureMessage(poem.error)}>
        <button type="button" className="yw-button" onClick={() => poem.refetch()}>
          重试
        </button>
      </PageMessage>
    );
  else body = <PoemReader key={poem.data.id} poem={poem.data} />;
  return (
    <>
      <TitleBar title={title} back />
      <main className="yw-page yw-jdsd">{body}</main>
    </>
  );
}
