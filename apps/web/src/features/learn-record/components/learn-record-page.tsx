// learn-record = 学习记录: the pupil's learning records and learning time (/listLearnRecord).
import { LoadMoreButton, PageFailure, PageLoading, PageMessage } from '../../../components/page-state/page-state';
import { TitleBar } from '../../../components/title-bar/title-bar';
import { failureMessage } from '../../../lib/http-transport';
import { useLearnRecords } from '../api/learn-records.api';
import { useStatistics } from '../api/statistics.api';
import { formatDuration } from '../duration';
import { LearningChart } from './learning-chart';
import '../learn-record.css';

const CHART_DAYS = 30;
/** An open record older than this was left without an end (e.g. the app was killed), not still running. */
const OPEN_RECORD_MS = 3 * 60 * 60 * 1000;

function time(ms: number): string {
  const d = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getMonth() + 1}月${d.getDate()}日 ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** Learning time of the last 30 days: total, the chart, and the modules learned most. */
export function LearningTimeSummary() {
  const stats = useStatistics(CHART_DAYS);
  if (stats.isPending) return <PageLoading />;
  if (stats.isError) {
    return <PageFailure error={stats.error} onRetry={stats.refetch} />;
  }
  const { days, modules, total_seconds } = stats.data;
  return (
    <section className="yw-learn-summary" aria-labelledby="learn-summary-title">
      <h2 id="learn-summary-title" className="yw-section-title">
        近 {CHART_DAYS} 天学习时长
      </h2>
      {total_seconds === 0 ? (
        <PageMessage
          glyph="学"
          title={`近 ${CHART_DAYS} 天还没有学习时长，打开一个学习模块开始吧`}
          testId="learning-chart-empty"
        />
      ) : (
        <>
          <p className="yw-learn-summary__total" data-testid="learning-total">
            共 <strong>{formatDuration(total_seconds)}</strong>
          </p>
          <LearningChart days={days} title={`近 ${CHART_DAYS} 天每日学习时长`} />
          <ul className="yw-learn-modules" aria-label="各模块学习时长">
            {modules.slice(0, 5).map((m) => (
              <li key={m.module_id}>
                <span>{m.module_name || `模块 ${m.module_id}`}</span>
                <span>{formatDuration(m.seconds)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function RecordList() {
  const records = useLearnRecords();
  if (records.isPending) return <PageLoading />;
  if (records.isError) return <PageMessage glyph="断" title={failureMessage(records.error)} />;
  const list = records.data.pages.flatMap((page) => page.list);
  if (list.length === 0) return <PageMessage glyph="录" title="还没有学习记录" testId="learn-record-empty" />;
  return (
    <>
      <ul className="yw-learn-records" data-testid="learn-record-list">
        {list.map((record) => (
          <li key={record.id} className="yw-learn-record">
            <span className="yw-learn-record__name">{record.module_name || `模块 ${record.module_id}`}</span>
            <span className="yw-learn-record__time">{time(record.started_at)}</span>
            <span className="yw-learn-record__length">
              {record.ended_at !== null
                ? formatDuration(record.seconds)
                : Date.now() - record.started_at < OPEN_RECORD_MS
                  ? '学习中'
                  : '未记录结束'}
            </span>
          </li>
        ))}
      </ul>
      <LoadMoreButton query={records} />
    </>
  );
}

/** /listLearnRecord: the chart of the last 30 days and every record, newest first. */
export function LearnRecordPage() {
  return (
    <>
      <TitleBar title="学习记录" back />
      <main className="yw-page" data-testid="learn-record-page">
        <LearningTimeSummary />
        <h2 className="yw-section-title yw-learn-records__title">学习明细</h2>
        <RecordList />
      </main>
    </>
  );
}
