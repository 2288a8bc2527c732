import type { LessonWord } from '@yuwen/protocol';
import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { PageFailure, PageLoading, PageMessage } from '../../../components/page-state/page-state';
import { PrintCopy, printWhenFontsReady } from '../../../components/print-copy/print-copy';
import { TitleBar } from '../../../components/title-bar/title-bar';
import { useLessonWords } from '../api/lesson-words.api';
import { useStrokeData } from '../api/stroke-data.api';
import { type PrintSheet, useBpcyLinks } from '../bpcy-links';
import { uniqueChars, type ZitieChar } from '../print-layout';
import { SHEET_VARIABLES, TingxieSheets, ZitieSheets } from './print-sheets';
import '../bpcy.css';
import '../print.css';

const SHEET_NAMES: Readonly<Record<PrintSheet, string>> = { zitie: '字帖', tingxie: '听写纸' };

/** A4's width on screen at 96 dpi: the preview is scaled down to fit the column below it. */
const A4_PX = (210 / 25.4) * 96;

/** The sheets scaled to the width there is (the sheets themselves stay in millimetres). */
function Preview({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [zoom, setZoom] = useState(1);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const fit = () => setZoom(Math.min(1, element.clientWidth / A4_PX));
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <div className="yw-bpcy-preview" ref={ref} data-testid="print-preview">
      <div className="yw-bpcy-sheets" style={{ ...SHEET_VARIABLES, zoom }}>
        {children}
      </div>
    </div>
  );
}

/** The 字帖's characters with their readings and stroke data; ready once every character has answered. */
function useZitieChars(words: readonly LessonWord[]) {
  const chars = uniqueChars(words.map((w) => w.word));
  const results = useStrokeData(chars);
  const pinyinOf = (char: string) =>
    words.flatMap((w) => w.syllables).find((s) => s.char === char && s.pinyin !== '')?.pinyin ?? '';
  const strokes = new Map<string, string[]>();
  const list: ZitieChar[] = chars.map((char, i) => {
    const data = results[i]?.data;
    if (data) strokes.set(char, data.strokes);
    return { char, pinyin: pinyinOf(char), strokes: data?.strokes.length ?? 0 };
  });
  const failed = results.find((r) => r.isError);
  return {
    list,
    strokes,
    pending: results.some((r) => r.isPending),
    error: failed?.error,
    retry: () => {
      for (const r of results) if (r.isError) void r.refetch();
    },
  };
}

function Sheets({ sheet, title, words }: { sheet: PrintSheet; title: string; words: readonly LessonWord[] }) {
  const zitie = useZitieChars(sheet === 'zitie' ? words : []);
  const [fontsReady, setFontsReady] = useState(false);
  useEffect(() => {
    let live = true;
    void document.fonts.ready.then(() => live && setFontsReady(true));
    return () => {
      live = false;
    };
  }, []);
  if (sheet === 'zitie' && zitie.pending) return <PageLoading text="正在准备笔顺…" />;
  if (sheet === 'zitie' && zitie.error) return <PageFailure error={zitie.error} onRetry={zitie.retry} />;
  const sheets =
    sheet === 'zitie' ? (
      <ZitieSheets title={title} chars={zitie.list} strokes={zitie.strokes} />
    ) : (
      <TingxieSheets title={title} words={words} />
    );
  return (
    <>
      <Preview>{sheets}</Preview>
      <PrintCopy className="yw-bpcy-sheets" style={SHEET_VARIABLES} ready={fontsReady}>
        {sheets}
      </PrintCopy>
    </>
  );
}

/** ?print=zitie|tingxie&lesson=<id>: a lesson's 字帖 or 听写纸 to print on A4. */
export function PrintPage({ sheet, lessonId }: { sheet: PrintSheet; lessonId: number }) {
  const lesson = useLessonWords(lessonId);
  const links = useBpcyLinks();
  const name = SHEET_NAMES[sheet];
  let body: ReactNode;
  if (lesson.isPending) body = <PageLoading />;
  else if (lesson.isError) body = <PageFailure error={lesson.error} onRetry={lesson.refetch} />;
  else if (lesson.data.words.length === 0)
    body = <PageMessage glyph="词" title={`这一课没有词语，不能打印${name}`} testId="print-no-words" />;
  else body = <Sheets key={sheet} sheet={sheet} title={lesson.data.title} words={lesson.data.words} />;
  return (
    <>
      <TitleBar title={`打印${name}`} back />
      <main className="yw-page yw-bpcy yw-bpcy-print" data-testid="print-page" data-sheet={sheet}>
        <div className="yw-bpcy-print__bar">
          <nav className="yw-bpcy-print__tabs" aria-label="打印什么">
            {(['zitie', 'tingxie'] as const).map((s) => (
              <Link
                key={s}
                replace
                to={links.print(s, lessonId)}
                className={`yw-bpcy-chip${s === sheet ? ' is-on' : ''}`}
                aria-current={s === sheet ? 'page' : undefined}
              >
                {SHEET_NAMES[s]}
              </Link>
            ))}
          </nav>
          <button
            type="button"
            className="yw-button"
            data-testid="print-button"
            disabled={!lesson.isSuccess}
            onClick={() => void printWhenFontsReady()}
          >
            打印
          </button>
        </div>
        <p className="yw-bpcy-note">
          {sheet === 'zitie'
            ? '每个字：范字和笔顺，先描灰色的字，再在空格里自己写。'
            : '听写纸按拼音写词语，最后一页是答案，给家长批改用。'}
          打印时纸张选 A4，边距用默认；也可以在打印窗口里选「另存为 PDF」。
        </p>
        {body}
      </main>
    </>
  );
}
