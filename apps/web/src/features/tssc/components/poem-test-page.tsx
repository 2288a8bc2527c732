// /tssc/test: tests drawn from a collection's poems — next line, author, order, missing character.
import type { PoemTest, PoemTestAnswer, PoemTestResult } from '@yuwen/protocol';
import { useState } from 'react';
import { PageFailure, PageLoading, PageMessage } from '../../../components/page-state/page-state';
import { TitleBar } from '../../../components/title-bar/title-bar';
import { failureMessage } from '../../../lib/http-transport';
import { useLearningRecord } from '../../../lib/learning-record';
import {
  useCreatePoemTest,
  usePoemTestHistory,
  usePoemTestResult,
  useSubmitPoemTest,
  useTestCollections,
} from '../api/poem-test.api';
import { PoemTestQuestionView } from './poem-test-question';
import { PoemTestResultView } from './poem-test-result';
import '../poem-test.css';

const COUNTS = [4, 8, 12] as const;
/** Where a test starts unless the pupil picks another collection: the recitation list. */
const DEFAULT_COLLECTION = 'bibei75';

type Phase =
  | { step: 'setup' }
  | { step: 'running'; test: PoemTest; index: number; answers: (PoemTestAnswer | null)[] }
  | { step: 'result'; result: PoemTestResult }
  | { step: 'past'; id: number };

export function PoemTestPage({ moduleId }: { moduleId?: number }) {
  useLearningRecord(moduleId);
  const [phase, setPhase] = useState<Phase>({ step: 'setup' });
  return (
    <>
      <TitleBar title="诗词测验" back />
      <main className="yw-page yw-ptest" data-testid="poem-test-page">
        {phase.step === 'setup' ? (
          <TestSetup
            onStart={(test) => setPhase({ step: 'running', test, index: 0, answers: test.questions.map(() => null) })}
            onOpen={(id) => setPhase({ step: 'past', id })}
          />
        ) : phase.step === 'running' ? (
          <TestRunner
            phase={phase}
            onChange={(index, answers) => setPhase({ ...phase, index, answers })}
            onDone={(result) => setPhase({ step: 'result', result })}
          />
        ) : phase.step === 'result' ? (
          <>
            <PoemTestResultView result={phase.result} />
            <button type="button" className="yw-button yw-ptest-wide" onClick={() => setPhase({ step: 'setup' })}>
              再测一次
            </button>
          </>
        ) : (
          <PastResult id={phase.id} onBack={() => setPhase({ step: 'setup' })} />
        )}
      </main>
    </>
  );
}

function TestSetup({ onStart, onOpen }: { onStart: (test: PoemTest) => void; onOpen: (id: number) => void }) {
  const collections = useTestCollections();
  const create = useCreatePoemTest();
  const [picked, setPicked] = useState<string>();
  const [count, setCount] = useState<number>(COUNTS[1]);
  if (collections.isPending) return <PageLoading />;
  if (collections.isError) {
    return <PageFailure error={collections.error} onRetry={collections.refetch} />;
  }
  const filled = collections.data.filter((c) => c.count > 0);
  if (filled.length === 0) return <PageMessage glyph="诗" title="还没有可以出题的诗文" />;
  const collection =
    picked ?? (filled.some((c) => c.key === DEFAULT_COLLECTION) ? DEFAULT_COLLECTION : filled[0]?.key) ?? '';
  return (
    <>
      <section className="yw-ptest-setup" data-testid="poem-test-setup">
        <p className="yw-ptest-soft">
          从一个诗集里出题：接下句、选作者、排顺序、补缺字，做完交卷就能看到得分和正确答案。
        </p>
        <label className="yw-ptest-field">
          <span>诗集</span>
          <select value={collection} onChange={(e) => setPicked(e.target.value)} data-testid="poem-test-collection">
            {filled.map((c) => (
              <option key={c.key} value={c.key}>
                {c.name}（{c.count} 篇）
              </option>
            ))}
          </select>
        </label>
        <fieldset className="yw-ptest-field yw-ptest-counts">
          <legend>题数</legend>
          {COUNTS.map((n) => (
            <button
              key={n}
              type="button"
              className={n === count ? 'yw-ptest-count yw-ptest-count--chosen' : 'yw-ptest-count'}
              aria-pressed={n === count}
              onClick={() => setCount(n)}
            >
              {n} 题
            </button>
          ))}
        </fieldset>
        {create.isError ? (
          <p className="yw-ptest-error" role="alert">
            {failureMessage(create.error)}
          </p>
        ) : null}
        <button
          type="button"
          className="yw-button yw-ptest-wide"
          disabled={create.isPending}
          onClick={() => create.mutate({ collection, count }, { onSuccess: onStart })}
          data-testid="poem-test-start"
        >
          {create.isPending ? '正在出题…' : '开始测验'}
        </button>
      </section>
      <TestHistory onOpen={onOpen} />
    </>
  );
}

function TestRunner({
  phase,
  onChange,
  onDone,
}: {
  phase: Extract<Phase, { step: 'running' }>;
  onChange: (index: number, answers: (PoemTestAnswer | null)[]) => void;
  onDone: (result: PoemTestResult) => void;
}) {
  const submit = useSubmitPoemTest();
  const { test, index, answers } = phase;
  const question = test.questions[index];
  if (!question) return null;
  const answer = answers[index] ?? null;
  const complete =
    question.kind === 'order' ? Array.isArray(answer) && answer.length === question.options.length : answer !== null;
  const last = index === test.questions.length - 1;
  const setAnswer = (value: PoemTestAnswer | null) =>
    onChange(
      index,
      answers.map((a, i) => (i === index ? value : a)),
    );
  return (
    <>
      <p className="yw-ptest-progress" data-testid="poem-test-progress">
        {test.collection_name} · 第 {index + 1} / {test.questions.length} 题
      </p>
      <PoemTestQuestionView key={index} question={question} answer={answer} onAnswer={setAnswer} />
      {submit.isError ? (
        <p className="yw-ptest-error" role="alert">
          {failureMessage(submit.error)}
        </p>
      ) : null}
      <div className="yw-ptest-actions">
        <button
          type="button"
          className="yw-button yw-button--soft"
          disabled={index === 0 || submit.isPending}
          onClick={() => onChange(index - 1, answers)}
        >
          上一题
        </button>
        {last ? (
          <button
            type="button"
            className="yw-button"
            disabled={!complete || submit.isPending}
            onClick={() => submit.mutate({ id: test.id, answers }, { onSuccess: onDone })}
            data-testid="poem-test-submit"
          >
            {submit.isPending ? '正在交卷…' : '交卷'}
          </button>
        ) : (
          <button
            type="button"
            className="yw-button"
            disabled={!complete}
            onClick={() => onChange(index + 1, answers)}
            data-testid="poem-test-next"
          >
            下一题
          </button>
        )}
      </div>
    </>
  );
}

function TestHistory({ onOpen }: { onOpen: (id: number) => void }) {
  const history = usePoemTestHistory();
  const tests = history.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <section className="yw-ptest-history" data-testid="poem-test-history">
      <h2 className="yw-ptest-heading">我的成绩</h2>
      {history.isPending ? (
        <PageLoading />
      ) : history.isError ? (
        <p className="yw-ptest-error">{failureMessage(history.error)}</p>
      ) : tests.length === 0 ? (
        <p className="yw-ptest-soft">还没有做过测验，做完的测验会记在这里。</p>
      ) : (
        <ul className="yw-ptest-past">
          {tests.map((t) => (
            <li key={t.id}>
              <button
                type="button"
                className="yw-ptest-past-item"
                onClick={() => onOpen(t.id)}
                data-testid="poem-test-past"
              >
                <span>{t.collection_name}</span>
                <strong>
                  {t.correct} / {t.total}
                </strong>
                <span className="yw-ptest-soft">{new Date(t.finished_at).toLocaleString('zh-CN')}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {history.hasNextPage ? (
        <button
          type="button"
          className="yw-button yw-button--soft yw-ptest-wide"
          disabled={history.isFetchingNextPage}
          onClick={() => history.fetchNextPage()}
        >
          {history.isFetchingNextPage ? '加载中…' : '更多成绩'}
        </button>
      ) : null}
    </section>
  );
}

function PastResult({ id, onBack }: { id: number; onBack: () => void }) {
  const result = usePoemTestResult(id);
  return (
    <>
      {result.isPending ? (
        <PageLoading />
      ) : result.isError ? (
        <PageFailure error={result.error} onRetry={result.refetch} />
      ) : (
        <PoemTestResultView result={result.data} />
      )}
      <button type="button" className="yw-button yw-button--soft yw-ptest-wide" onClick={onBack}>
        返回测验
      </button>
    </>
  );
}
