// 学习周报 (issue 17): the pupil's last seven days for a grown-up, behind the parent check.
import type { ScoreSummary, WeeklyReport } from '@yuwen/protocol';
import { PageFailure, PageLoading, PageMessage } from '../../../components/page-state/page-state';
import { useParentPass } from '../../../components/parent-check/parent-pass';
import { useStoredAccount } from '../../../lib/account-store';
import { useWeeklyReport } from '../api/parent.api';

const WEEKDAYS = ['日', '一', '二', '三', '四', '五', '六'];

/** 2026-05-07 → 5月7日. */
const monthDay = (date: string) => `${Number(date.slice(5, 7))}月${Number(date.slice(8, 10))}日`;

/** Seconds as 1 小时 5 分钟 / 12 分钟 / 不到 1 分钟. */
export function duration(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  if (seconds > 0 && minutes === 0) return '不到 1 分钟';
  const hours = Math.floor(minutes / 60);
  if (hours === 0) return `${minutes} 分钟`;
  return minutes % 60 === 0 ? `${hours} 小时` : `${hours} 小时 ${minutes % 60} 分钟`;
}

function weekday(date: string): string {
  return WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()] ?? '';
}

function TimeChart({ days }: { days: WeeklyReport['days'] }) {
  const most = Math.max(60, ...days.map((d) => d.seconds));
  return (
    <ol className="yw-week-chart" aria-label="每天的学习时间">
      {days.map((day) => (
        <li key={day.date} className="yw-week-chart__day">
          <span className="yw-week-chart__bar-box">
            <span
              className="yw-week-chart__bar"
              // The bar's height is the day's share of the busiest day.
              style={{ height: `${Math.round((day.seconds / most) * 100)}%` }}
            />
          </span>
          <span className="yw-week-chart__label">{weekday(day.date)}</span>
          <span className="yw-visually-hidden">{duration(day.seconds)}</span>
        </li>
      ))}
    </ol>
  );
}

function ScoreCard({ title, summary, unit }: { title: string; summary: ScoreSummary; unit: string }) {
  return (
    <div className="yw-week-card" data-testid={`week-${title}`}>
      <p className="yw-week-card__title">{title}</p>
      {summary.count === 0 ? (
        <p className="yw-week-card__none">这周还没有做</p>
      ) : (
        <>
          <p className="yw-week-card__figure">
            {summary.average}
            <small> 分</small>
          </p>
          <p className="yw-week-card__note">
            平均分 · {summary.count} {unit} · 最高 {summary.best} 分
          </p>
        </>
      )}
    </div>
  );
}

function Report({ report }: { report: WeeklyReport }) {
  if (report.empty) {
    return (
      <PageMessage glyph="周" title="这一周还没有学习记录" testId="weekly-report-empty">
        <p className="yw-week-empty">挑一课和孩子一起开始吧，下周这里就会有满满的收获。</p>
      </PageMessage>
    );
  }
  return (
    <div className="yw-week" data-testid="weekly-report">
      <section className="yw-week-card yw-week-card--wide">
        <p className="yw-week-card__title">学习时间</p>
        <p className="yw-week-card__figure" data-testid="week-time">
          {duration(report.total_seconds)}
        </p>
        <TimeChart days={report.days} />
      </section>
      <section className="yw-week-card yw-week-card--wide">
        <p className="yw-week-card__title">学会的字</p>
        <p className="yw-week-card__figure" data-testid="week-chars">
          {report.characters_count}
          <small> 个</small>
        </p>
        {report.characters.length > 0 && <p className="yw-week-chars yw-kai">{report.characters.join(' ')}</p>}
      </section>
      <div className="yw-week-grid">
        <div className="yw-week-card" data-testid="week-recitations">
          <p className="yw-week-card__title">背诵录音</p>
          <p className="yw-week-card__figure">
            {report.recitations}
            <small> 次</small>
          </p>
        </div>
        <div className="yw-week-card" data-testid="week-assignments">
          <p className="yw-week-card__title">班级作业</p>
          <p className="yw-week-card__figure">
            {report.assignments.done}
            <small> 份完成</small>
          </p>
          <p className="yw-week-card__note">本周到期 {report.assignments.due} 份</p>
        </div>
        <ScoreCard title="听写" summary={report.dictation} unit="次" />
        <ScoreCard title="试卷" summary={report.papers} unit="份" />
        <ScoreCard title="诗词测验" summary={report.quizzes} unit="次" />
      </div>
    </div>
  );
}

/** /wdzl/weeklyReport: the last seven days, for the grown-up who passed the check. */
export function WeeklyReportPage() {
  const { id } = useStoredAccount();
  const report = useWeeklyReport(useParentPass(id) ?? '');
  if (report.isPending) return <PageLoading />;
  if (report.isError) return <PageFailure error={report.error} onRetry={report.refetch} />;
  return (
    <>
      <p className="yw-week-range" data-testid="week-range">
        {monthDay(report.data.from)} – {monthDay(report.data.to)}
      </p>
      <Report report={report.data} />
    </>
  );
}
