import { useQueryClient } from '@tanstack/react-query';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { SpeakerIcon } from '../../../components/icons/icons';
import { PageFailure, PageLoading } from '../../../components/page-state/page-state';
import { BPYD_KEY, saveProgress, useChapter } from '../api/bpyd.api';
import type { BpydLinks } from '../bpyd-links';
import {
  FONT_SIZES,
  type FontSize,
  lineAtTop,
  readFontSize,
  readShowPinyin,
  storeFontSize,
  storeShowPinyin,
} from '../reader-settings';
import { ChapterText } from './chapter-text';
import { useReadAloud } from './use-read-aloud';

/** How long the pupil rests on a place before it is kept. */
const SAVE_AFTER_MS = 1200;
/** What the title bar (phones) or the page's top edge covers of the text. */
const COVERED_TOP_PX = 60;

/**
 * Keeps the pupil's place: the chapter when it opens (the given line brought into view), then
 * the line at the top of the view a moment after each scroll, and the last one when leaving.
 */
function usePlaceSaving(
  bookId: number,
  chapter: number,
  line: number | undefined,
  text: RefObject<HTMLDivElement | null>,
  ready: boolean,
) {
  const client = useQueryClient();
  useEffect(() => {
    if (!ready) return;
    const refresh = (refetchType: 'active' | 'none') =>
      client.invalidateQueries({
        queryKey: BPYD_KEY,
        predicate: (q) => q.queryKey[1] === 'home' || q.queryKey[1] === 'book',
        refetchType,
      });
    const lines = () => [...(text.current?.querySelectorAll<HTMLElement>('[data-line]') ?? [])];
    const target = line === undefined ? undefined : lines()[line];
    target?.scrollIntoView?.({ block: 'start' });
    let saved = line ?? 0;
    saveProgress(bookId, chapter, saved)
      .then(() => refresh('active'))
      .catch(() => undefined);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const keep = () => {
      const at = lineAtTop(
        lines().map((el) => el.getBoundingClientRect().bottom),
        COVERED_TOP_PX,
      );
      if (at === saved) return;
      saved = at;
      // A failed save only loses a place; reading goes on.
      saveProgress(bookId, chapter, at)
        .then(() => refresh('none'))
        .catch(() => undefined);
    };
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(keep, SAVE_AFTER_MS);
    };
    // Capture: the page scrolls in the window on phones and in the reading column on desktop.
    document.addEventListener('scroll', onScroll, { capture: true, passive: true });
    return () => {
      document.removeEventListener('scroll', onScroll, { capture: true });
      if (timer !== undefined) {
        clearTimeout(timer);
        keep();
      }
    };
  }, [bookId, chapter, line, text, ready, client]);
}

/** The reader: a chapter with pinyin, its tools (pinyin, type size, read-aloud) and the way to its neighbours. */
export function ReaderPage({
  bookId,
  chapter,
  line,
  links,
}: {
  bookId: number;
  chapter: number;
  line?: number;
  links: BpydLinks;
}) {
  const answer = useChapter(bookId, chapter);
  const text = useRef<HTMLDivElement>(null);
  usePlaceSaving(bookId, chapter, line, text, answer.isSuccess);
  if (answer.isPending) return <PageLoading />;
  if (answer.isError) return <PageFailure error={answer.error} onRetry={answer.refetch} />;
  const data = answer.data;
  return (
    <article className="yw-bpyd-reader" data-testid="reader">
      <header className="yw-bpyd-reader__head">
        <Link className="yw-bpyd-reader__book" to={links.book(bookId)}>
          {data.book_title}
        </Link>
        <h2 className="yw-bpyd-reader__title yw-kai" data-testid="chapter-title">
          {data.title}
        </h2>
        <p className="yw-bpyd-reader__count">
          第{data.chapter}章 / 共{data.chapters}章
        </p>
      </header>
      <ReaderBody key={`${bookId}:${chapter}`} chapter={data} line={line} text={text} />
      <nav className="yw-bpyd-reader__turn" aria-label="翻章">
        {data.previous !== null ? (
          <Link className="yw-bpyd-chip" to={links.chapter(bookId, data.previous)} data-testid="chapter-previous">
            上一章
          </Link>
        ) : (
          <span />
        )}
        {data.next !== null ? (
          <Link className="yw-bpyd-chip is-on" to={links.chapter(bookId, data.next)} data-testid="chapter-next">
            下一章
          </Link>
        ) : (
          <Link className="yw-bpyd-chip" to={links.book(bookId)}>
            读完了，回到目录
          </Link>
        )}
      </nav>
    </article>
  );
}

/** The tools and the text of one chapter (its own state, so a new chapter starts fresh). */
function ReaderBody({
  chapter,
  line,
  text,
}: {
  chapter: Parameters<typeof useReadAloud>[0];
  line?: number;
  text: RefObject<HTMLDivElement | null>;
}) {
  const [showPinyin, setShowPinyin] = useState(readShowPinyin);
  const [size, setSize] = useState<FontSize>(readFontSize);
  const aloud = useReadAloud(chapter);
  return (
    <>
      <div className="yw-bpyd-tools" role="toolbar" aria-label="阅读设置">
        <button
          type="button"
          className={showPinyin ? 'yw-bpyd-chip is-on' : 'yw-bpyd-chip'}
          aria-pressed={showPinyin}
          data-testid="pinyin-toggle"
          onClick={() => {
            storeShowPinyin(!showPinyin);
            setShowPinyin(!showPinyin);
          }}
        >
          拼音
        </button>
        <fieldset className="yw-bpyd-sizes">
          <legend className="yw-bpyd-sizes__label">字号</legend>
          {FONT_SIZES.map((option) => (
            <button
              key={option.key}
              type="button"
              className={size === option.key ? 'yw-bpyd-size is-on' : 'yw-bpyd-size'}
              aria-pressed={size === option.key}
              data-testid={`font-${option.key}`}
              onClick={() => {
                storeFontSize(option.key);
                setSize(option.key);
              }}
            >
              {option.label}
            </button>
          ))}
        </fieldset>
        {aloud.canRead && (
          <button
            type="button"
            className={aloud.reading ? 'yw-bpyd-chip is-on' : 'yw-bpyd-chip'}
            data-testid="read-aloud"
            onClick={aloud.reading ? aloud.stop : aloud.start}
          >
            <SpeakerIcon className="yw-bpyd-chip__icon" />
            {aloud.reading ? '停止朗读' : '朗读'}
          </button>
        )}
      </div>
      <div ref={text}>
        <ChapterText
          lines={chapter.lines}
          pinyin={chapter.pinyin}
          showPinyin={showPinyin}
          size={size}
          current={aloud.current}
          highlightLine={line}
        />
      </div>
    </>
  );
}
