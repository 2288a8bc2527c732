import type { WordPractice, WordPracticeKind, WordPracticeResult } from '@yuwen/protocol';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { FormError } from '../../../components/form-field/form-field';
import { TitleBar } from '../../../components/title-bar/title-bar';
import { failureMessage } from '../../../lib/http-transport';
import { useLessonWords } from '../api/lesson-words.api';
import { usePracticeHistory, useStartPractice } from '../api/word-practice.api';
import { useBpcyLinks } from '../bpcy-links';
import { PRACTICE_KINDS, practiceName } from '../word-practice';
import { PracticeResultView } from './practice-result';
import { PracticeRound } from './practice-round';
import '../bpcy.css';
import '../word-notes.css';

/** Before a round: what the practice is, the lesson, the last score of this practice, and 开始. */
function PracticeIntro({
  kind,
  lessonId,
  onStart,
  starting,
  error,
}: {
  kind: WordPracticeKind;
  lessonId: number;
  onStart: () => void;
  starting: boolean;
  error?: string;
}) {
  const lesson = useLessonWords(lessonId);
  const history = usePracticeHistory(lessonId);
  const last = history.data?.find((result) => result.kind === kind);
  const about = PRACTICE_KINDS.find((p) => p.kind === kind);
  return (
    <section className="yw-bpcy-practice-intro" data-testid="practice-intro">
      <span className="yw-bpcy-practice-intro__glyph yw-kai" aria-hidden="true">
        {practiceName(kind).slice(0, 1)}
      </span>
      <h2 className="yw-bpcy-practice-intro__title">{about?.text}</h2>
      {lesson.data && <p className="yw-bpcy-practice-intro__lesson yw-kai">{lesson.data.title}</p>}
      {last && (
        <p className="yw-bpcy-note" data-testid="practice-last">
          上次得了 {last.score} 分
        </p>
      )}
      <FormError message={error} testId="practice-start-error" />
      <button
        type="button"
        className="yw-big-button"
        data-testid="practice-start"
        disabled={starting}
        onClick={onStart}
      >
        {starting ? '正在出题…' : '开始'}
      </button>
    </section>
  );
}

/** ?practice=meaning|fill|pair&lesson=<id>: 选意思, 填一填 or 找朋友 over a lesson's words with notes. */
export function PracticePage({ kind, lessonId }: { kind: WordPracticeKind; lessonId: number }) {
  const links = useBpcyLinks();
  const start = useStartPractice();
  const [round, setRound] = useState<WordPractice | null>(null);
  const [result, setResult] = useState<WordPracticeResult | null>(null);
  const begin = () =>
    start.mutate(
      { lessonId, kind },
      {
        onSuccess: (practice) => {
          setResult(null);
          setRound(practice);
        },
      },
    );
  const error = start.isError ? failureMessage(start.error) : undefined;
  let body: ReactNode;
  if (result)
    body = (
      <PracticeResultView result={result} lessonId={lessonId}>
        <FormError message={error} testId="practice-start-error" />
        <button
          type="button"
          className="yw-button"
          data-testid="practice-again-button"
          disabled={start.isPending}
          onClick={begin}
        >
          再练一次
        </button>
        <Link className="yw-button yw-button--soft" to={links.lesson(lessonId)} data-testid="practice-to-lesson">
          回到这一课
        </Link>
      </PracticeResultView>
    );
  else if (round)
    body = (
      <PracticeRound
        key={round.id}
        practice={round}
        onDone={(done) => {
          setRound(null);
          setResult(done);
        }}
      />
    );
  else
    body = <PracticeIntro kind={kind} lessonId={lessonId} onStart={begin} starting={start.isPending} error={error} />;
  return (
    <>
      <TitleBar title={practiceName(kind)} back />
      <main className="yw-page yw-bpcy yw-bpcy-practice-page" data-testid="practice-page" data-kind={kind}>
        {body}
      </main>
    </>
  );
}
