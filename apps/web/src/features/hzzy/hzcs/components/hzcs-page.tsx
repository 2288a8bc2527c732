// hzcs = 汉字测试: pick a 基本字 group and a length, take the test, see past results; the 复习 tab
// holds today's spaced-repetition review and the 错字本.
import { MODULE_IDS, TEST_SIZES } from '@yuwen/protocol';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageLoading, PageMessage } from '../../../../components/page-state/page-state';
import { TitleBar } from '../../../../components/title-bar/title-bar';
import { failureMessage } from '../../../../lib/http-transport';
import { useLearningRecord } from '../../../../lib/learning-record';
import { useBasicGroup } from '../../shared/api/character-tiles.api';
import { useTrainDetails } from '../api/train-details.api';
import { ReviewPanel } from './review-panel';
import '../../shared/components/hzzy.css';
import '../../shared/components/hzcs-training.css';

/** Where a test of `count` characters of `group` runs (with `write`, dictation questions too). */
export type TestLink = (group: number, count: number, write: boolean) => string;

function TestSetup({ testTo }: { testTo: TestLink }) {
  const [group, setGroup] = useState(1);
  const [count, setCount] = useState<number>(TEST_SIZES[1]);
  const [write, setWrite] = useState(false);
  const found = useBasicGroup(group);
  if (found.isPending) return <PageLoading />;
  if (found.isError)
    return (
      <PageMessage glyph="网" title={failureMessage(found.error)} testId="hzcs-error">
        <button type="button" className="yw-button" onClick={() => void found.refetch()}>
          重新加载
        </button>
      </PageMessage>
    );
  const groups = found.data.groups;
  return (
    <section className="yw-hzcs-setup" data-testid="hzcs-setup">
      <div className="yw-hzcs-setup__row">
        <span className="yw-hzcs-setup__label">选一组字</span>
        <button
          type="button"
          className="yw-button yw-button--soft"
          disabled={group <= 1}
          onClick={() => setGroup(group - 1)}
        >
          上一组
        </button>
        <strong data-testid="hzcs-group">第 {group} 组</strong>
        <button
          type="button"
          className="yw-button yw-button--soft"
          disabled={group >= groups.length}
          onClick={() => setGroup(group + 1)}
        >
          下一组
        </button>
      </div>
      <p className="yw-hzcs-setup__preview yw-kai">{found.data.characters.map((c) => c.char).join(' ')}</p>
      <div className="yw-hzcs-setup__row">
        <span className="yw-hzcs-setup__label">题数</span>
        {TEST_SIZES.map((size) => (
          <button
            key={size}
            type="button"
            aria-pressed={size === count}
            className={`yw-hzzy-tabs__tab${size === count ? ' is-current' : ''}`}
            onClick={() => setCount(size)}
          >
            {size} 题
          </button>
        ))}
      </div>
      <label className="yw-hzcs-setup__row">
        <input type="checkbox" checked={write} onChange={(e) => setWrite(e.target.checked)} data-testid="hzcs-write" />
        加入听写题：听读音，在写字板上按笔顺写出来
      </label>
      <p className="yw-hzzy-note">
        题目有看字选读音、看词语选字填空（词语来自常用词表），还可以加上听写。答错的字会放进错字本。
      </p>
      <Link className="yw-big-button" to={testTo(group, count, write)} data-testid="hzcs-start">
        开始测试
      </Link>
    </section>
  );
}

function TestHistory() {
  const found = useTrainDetails();
  if (found.isPending) return <PageLoading />;
  if (found.isError) return <p className="yw-hzzy-note">{failureMessage(found.error)}</p>;
  if (found.data.total === 0) return <p className="yw-hzzy-note">还没有测试记录，选一组字开始吧。</p>;
  return (
    <ul className="yw-hzcs-history" data-testid="hzcs-history">
      {found.data.list.map((d) => (
        <li key={d.id}>
          <span>
            {d.kind === 'hzxl' ? `训练第 ${d.number} 关` : `测试第 ${d.number} 组`} ·{' '}
            {new Date(d.created_at).toLocaleDateString('zh-CN')}
          </span>
          <span>
            <strong>{d.score} 分</strong>
            {d.wrong.length > 0 && (
              <span className="yw-hzcs-history__wrong yw-kai"> 错：{d.wrong.map((w) => w.char).join('')}</span>
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** 汉字测试: a test setup and the pupil's results, or (tab=review) the review and 错字本. */
export function HzcsPage({ testTo }: { testTo: TestLink }) {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'review' ? 'review' : 'test';
  useLearningRecord(MODULE_IDS.hzzy_hzcs);
  const show = (next: 'test' | 'review') =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'review') updated.set('tab', 'review');
        else updated.delete('tab');
        return updated;
      },
      { replace: true },
    );
  return (
    <>
      <TitleBar title="汉字测试" back />
      <main className="yw-page yw-hzzy" data-testid="hzcs-page">
        <div className="yw-hzzy-tabs" role="tablist">
          {(
            [
              ['test', '测试'],
              ['review', '复习与错字本'],
            ] as const
          ).map(([key, label]) => (
            <button
              key={key}
              type="button"
              role="tab"
              aria-selected={tab === key}
              className={`yw-hzzy-tabs__tab${tab === key ? ' is-current' : ''}`}
              onClick={() => show(key)}
            >
              {label}
            </button>
          ))}
        </div>
        {tab === 'review' ? (
          <ReviewPanel />
        ) : (
          <>
            <TestSetup testTo={testTo} />
            <section className="yw-hzzy-section">
              <h2 className="yw-section-title">我的测试记录</h2>
              <TestHistory />
            </section>
          </>
        )}
      </main>
    </>
  );
}
