import { DICTATION_MAX_WORDS, type Dictation, type DictationMode, type DictationResult } from '@yuwen/protocol';
import { type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router';
import { FormError } from '../../../components/form-field/form-field';
import { PageFailure, PageLoading, PageMessage } from '../../../components/page-state/page-state';
import { TitleBar } from '../../../components/title-bar/title-bar';
import { failureMessage } from '../../../lib/http-transport';
import { readStored } from '../../../lib/stored-value';
import { storage } from '../../../platform/storage';
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

/** What is dictated: the lesson (its title and how many words), or the pupil's own list to type. */
function LessonSummary({ lessonId }: { lessonId: number }) {
  const lesson = useLessonWords(lessonId);
  if (lesson.isPending) return <PageLoading />;
  if (lesson.isError) return <PageFailure error={lesson.error} onRetry={lesson.refetch} />;
  return (
    <p className="yw-bpcy-dictation__what" data-testid="dictation-lesson">
      <span className="yw-kai">{lesson.data.title}</span>
      <span>
        {lesson.data.words.length} 个词语{lesson.data.source === 'selection' ? '（我们选的常用词）' : '（课本词语表）'}
        {lesson.data.words.length > DICTATION_MAX_WORDS ? `，一次听写前 ${DICTATION_MAX_WORDS} 个` : ''}
      </span>
    </p>
  );
}

/** Choose what and how, then 开始听写 (which creates the dictation on the server). */
function DictationSetup({
  lessonId,
  onStart,
}: {
  lessonId?: number;
  onStart: (dictation: Dictation, mode: DictationMode) => void;
}) {
  const [mode, setMode] = useState(storedMode);
  const [text, setText] = useState('');
  const start = useStartDictation();
  const inputId = useId();
  const lesson = useLessonWords(lessonId);
  const noWords = lesson.isSuccess && lesson.data.words.length === 0;
  const begin = () => {
    const source: DictationSource = lessonId === undefined ? { words: text } : { lessonId };
    start.mutate(source, { onSuccess: (dictation) => onStart(dictation, mode) });
  };
  return (
    <section className="yw-bpcy-dictation__setup" data-testid="dictation-setup">
      {lessonId === undefined ? (
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
            onChange={(e) => setText(e.target.value)}
          />
          <p className="yw-bpcy-note">一次最多 {DICTATION_MAX_WORDS} 个词语，每个词语只写汉字。</p>
        </div>
      ) : noWords ? (
        <PageMessage glyph="词" title="这一课没有可以听写的词语" />
      ) : (
        <LessonSummary lessonId={lessonId} />
      )}
      <ModeChoice mode={mode} onChange={setMode} />
      <FormError message={start.isError ? failureMessage(start.error) : undefined} testId="dictation-start-error" />
      <button
        type="button"
        className="yw-big-button"
        data-testid="dictation-start"
        disabled={start.isPending || noWords}
        onClick={begin}
      >
        {start.isPending ? '正在准备…' : '开始听写'}
      </button>
      <p className="yw-bpcy-note">家长也可以陪孩子一起听写：读词语的事交给设备，批改交给家长。</p>
    </section>
  );
}

/**
 * 听写 (?dictation=<lessonId> or ?dictation=mine): choose, dictate, hand in, see the result; the
 * history is under the choice and the result.
 */
export function DictationPage({ lessonId }: { lessonId?: number }) {
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
          {lessonId !== undefined && (
            <Link className="yw-button yw-button--soft" to={links.lesson(lessonId)}>
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
        <DictationSetup lessonId={lessonId} onStart={(dictation, mode) => setRound({ dictation, mode })} />
        <DictationHistory />
      </>
    );
  return (
    <>
      <TitleBar title={lessonId === undefined ? '自己出题听写' : '听写这一课'} back />
      <main className="yw-page yw-bpcy yw-bpcy-dictation" data-testid="dictation-page">
        {body}
      </main>
    </>
  );
}
