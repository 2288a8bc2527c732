import { DICTATION_MAX_WORDS, type Dictation, type DictationMode, type DictationResult } from '@yuwen/protocol';
import { type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router';
import { FormError } from '../../../components/form-field/form-field';
import { PageFailure, PageLoading, PageMessage } from '../../../components/page-state/page-state';
import { TitleBar } from '../../../components/title-bar/title-bar';
import { failureMessage } from '../../../lib/http-transport';
import { readStored } from '../../../lib/stored-value';
import { storage } from '../../../platform/storage';
import { useUnitWords, useWordList } from '../api/dictation-sources.api';
import { type DictationSource, useStartDictation } from '../api/dictation-start.api';
import { useLessonWords } from '../api/lesson-words.api';
import { useBpcyLinks } from '../bpcy-links';
import { DictationHistory } from './dictation-history';
import { DictationResultView } from './dictation-result';
import { DictationRound } from './dictation-round';
import '../bpcy.css';

const MODE_KEY = 'bpcy_dictation_mode';

const MODES: readonly { mode: DictationMode; title: string; text: string }[] = [
  { mode: 'screen', title: '屏幕书写', text: '在田字格里一笔一笔写，写字板检查笔顺' },
  { mode: 'paper', title: '纸笔', text: '写在纸上，听完看答案，把写错的字标出来' },
];

function storedMode(): DictationMode {
  return readStored(MODE_KEY) === 'paper' ? 'paper' : 'screen';
}

/** 屏幕书写 or 纸笔, remembered on this device. */
function ModeChoice({ mode, onChange }: { mode: DictationMode; onChange: (mode: DictationMode) => void }) {
  const name = useId();
  return (
    <fieldset className="yw-bpcy-modes" data-testid="dictation-modes">
      <legend className="yw-bpcy-section-title">怎么写</legend>
      {MODES.map((m) => (
        <label key={m.mode} className={`yw-bpcy-mode${m.mode === mode ? ' is-on' : ''}`}>
          <input
            type="radio"
            name={name}
            value={m.mode}
            checked={m.mode === mode}
            data-testid={`dictation-mode-${m.mode}`}
            onChange={() => {
              storage.setItem(MODE_KEY, m.mode);
              onChange(m.mode);
            }}
          />
          <span className="yw-bpcy-mode__title">{m.title}</span>
          <span className="yw-bpcy-mode__text">{m.text}</span>
        </label>
      ))}
    </fieldset>
  );
}

/** What a dictation is of: a lesson, a unit or a teacher's list; none of them for the pupil's own list. */
export interface DictationOf {
  lessonId?: number;
  unitId?: number;
  list?: string;
}

/** The note when a source holds more words than one dictation takes. */
const cutNote = (total: number) => (total > DICTATION_MAX_WORDS ? `，这次听写前 ${DICTATION_MAX_WORDS} 个` : '');

/** What is dictated: the lesson, its title and how many words. */
function LessonSummary({ lessonId }: { lessonId: number }) {
  const lesson = useLessonWords(lessonId);
  if (lesson.isPending) return <PageLoading />;
  if (lesson.isError) return <PageFailure error={lesson.error} onRetry={lesson.refetch} />;
  if (lesson.data.words.length === 0) return <PageMessage glyph="词" title="这一课没有可以听写的词语" />;
  return (
    <p className="yw-bpcy-dictation__what" data-testid="dictation-lesson">
      <span className="yw-kai">{lesson.data.title}</span>
      <span>
        {lesson.data.words.length} 个词语{lesson.data.source === 'selection' ? '（我们选的常用词）' : '（课本词语表）'}
        {cutNote(lesson.data.words.length)}
      </span>
    </p>
  );
}

/** A unit: its title and how many words its lessons hold, said plainly when not all fit. */
function UnitSummary({ unitId }: { unitId: number }) {
  const unit = useUnitWords(unitId);
  if (unit.isPending) return <PageLoading />;
  if (unit.isError) return <PageFailure error={unit.error} onRetry={unit.refetch} />;
  if (unit.data.total === 0) return <PageMessage glyph="词" title="这个单元没有可以听写的词语" />;
  return (
    <p className="yw-bpcy-dictation__what" data-testid="dictation-unit">
      <span className="yw-kai">{unit.data.title}</span>
      <span>
        各课的词语共 {unit.data.total} 个{cutNote(unit.data.total)}
      </span>
    </p>
  );
}

/** A teacher's list: its name and how many words; an unknown code is told kindly. */
function ListSummary({ code }: { code: string }) {
  const list = useWordList(code);
  if (list.isPending) return <PageLoading />;
  if (list.isError)
    return <PageMessage glyph="单" title={failureMessage(list.error)} testId="dictation-list-missing" />;
  return (
    <p className="yw-bpcy-dictation__what" data-testid="dictation-list">
      <span className="yw-kai">{list.data.name}</span>
      <span>老师的词语单 · {list.data.words.length} 个词语</span>
    </p>
  );
}

/** Whether the source is known to hold nothing to dictate (then 开始听写 waits). */
function useNothingToDictate({ lessonId, unitId, list }: DictationOf): boolean {
  const lesson = useLessonWords(lessonId);
  const unit = useUnitWords(unitId);
  const teacherList = useWordList(list);
  return (
    (lesson.isSuccess && lesson.data.words.length === 0) ||
    (unit.isSuccess && unit.data.total === 0) ||
    teacherList.isError
  );
}

/** The pupil's own list, typed. */
function OwnWords({ text, onChange }: { text: string; onChange: (text: string) => void }) {
  const inputId = useId();
  return (
    <div className="yw-bpcy-own">
      <label htmlFor={inputId} className="yw-bpcy-section-title">
        写下要听写的词语，用空格或逗号隔开
      </label>
      <textarea
        id={inputId}
        className="yw-bpcy-own__text yw-kai"
        data-testid="dictation-own-words"
        rows={4}
        placeholder="例如：上下 大小 日月"
        value={text}
        onChange={(e) => onChange(e.target.value)}
      />
      <p className="yw-bpcy-note">一次最多 {DICTATION_MAX_WORDS} 个词语，每个词语只写汉字。</p>
    </div>
  );
}

/** Choose what and how, then 开始听写 (which creates the dictation on the server). */
function DictationSetup({
  of,
  onStart,
}: {
  of: DictationOf;
  onStart: (dictation: Dictation, mode: DictationMode) => void;
}) {
  const [mode, setMode] = useState(storedMode);
  const [text, setText] = useState('');
  const start = useStartDictation();
  const nothing = useNothingToDictate(of);
  const { lessonId, unitId, list } = of;
  let source: DictationSource = { words: text };
  let what: ReactNode = <OwnWords text={text} onChange={setText} />;
  if (lessonId !== undefined) {
    source = { lessonId };
    what = <LessonSummary lessonId={lessonId} />;
  } else if (unitId !== undefined) {
    source = { unitId };
    what = <UnitSummary unitId={unitId} />;
  } else if (list !== undefined) {
    source = { list };
    what = <ListSummary code={list} />;
  }
  const begin = () => start.mutate(source, { onSuccess: (dictation) => onStart(dictation, mode) });
  return (
    <section className="yw-bpcy-dictation__setup" data-testid="dictation-setup">
      {what}
      <ModeChoice mode={mode} onChange={setMode} />
      <FormError message={start.isError ? failureMessage(start.error) : undefined} testId="dictation-start-error" />
      <button
        type="button"
        className="yw-big-button"
        data-testid="dictation-start"
        disabled={start.isPending || nothing}
        onClick={begin}
      >
        {start.isPending ? '正在准备…' : '开始听写'}
      </button>
      <p className="yw-bpcy-note">家长也可以陪孩子一起听写：读词语的事交给设备，批改交给家长。</p>
    </section>
  );
}

/** The page's title for what is dictated. */
function titleOf({ lessonId, unitId, list }: DictationOf): string {
  if (lessonId !== undefined) return '听写这一课';
  if (unitId !== undefined) return '听写这个单元';
  if (list !== undefined) return '老师布置的听写';
  return '自己出题听写';
}

/**
 * 听写 (?dictation=<lessonId>|mine, ?unit=<unitId>, ?list=<code>): choose, dictate, hand in, see
 * the result; the history is under the choice and the result.
 */
export function DictationPage({ of }: { of: DictationOf }) {
  const links = useBpcyLinks();
  const [round, setRound] = useState<{ dictation: Dictation; mode: DictationMode } | null>(null);
  const [result, setResult] = useState<DictationResult | null>(null);
  const again = () => {
    setRound(null);
    setResult(null);
  };
  let body: ReactNode;
  if (result)
    body = (
      <>
        <DictationResultView result={result}>
          <button type="button" className="yw-button" data-testid="dictation-again" onClick={again}>
            再听写一次
          </button>
          {of.lessonId !== undefined && (
            <Link className="yw-button yw-button--soft" to={links.lesson(of.lessonId)}>
              回到这一课
            </Link>
          )}
        </DictationResultView>
        <DictationHistory />
      </>
    );
  else if (round)
    body = <DictationRound key={round.dictation.id} dictation={round.dictation} mode={round.mode} onDone={setResult} />;
  else
    body = (
      <>
        <DictationSetup of={of} onStart={(dictation, mode) => setRound({ dictation, mode })} />
        <DictationHistory />
      </>
    );
  return (
    <>
      <TitleBar title={titleOf(of)} back />
      <main className="yw-page yw-bpcy yw-bpcy-dictation" data-testid="dictation-page">
        {body}
      </main>
    </>
  );
}
