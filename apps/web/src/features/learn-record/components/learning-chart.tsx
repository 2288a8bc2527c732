import { formatDuration } from '../duration';

/** A day of the chart: its date (YYYY-MM-DD) and seconds learned. */
export interface ChartDay {
  date: string;
  seconds: number;
}

const WIDTH = 420;
const HEIGHT = 200;
const PAD = { top: 14, right: 6, bottom: 26, left: 40 };
/** A day with any learning gets at least this bar height, so a short day still shows. */
const MIN_BAR = 2;

/** A round axis top in minutes at or above `max`: 10, 20, 30, 60, 90, 120 … */
function axisTop(maxMinutes: number): number {
  const steps = [10, 20, 30, 60, 90, 120, 180, 240, 360, 480, 720, 1440];
  return steps.find((s) => s >= maxMinutes) ?? Math.ceil(maxMinutes / 60) * 60;
}

/**
 * Learning time per day as bars, drawn in SVG. Screen readers get the same numbers as a hidden
 * table (every day with its time) under a caption with the total.
 */
export function LearningChart({ days, title }: { days: readonly ChartDay[]; title: string }) {
  const maxMinutes = Math.max(...days.map((d) => d.seconds / 60), 0);
  const top = axisTop(Math.max(maxMinutes, 1));
  const plotW = WIDTH - PAD.left - PAD.right;
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const slot = plotW / Math.max(days.length, 1);
  const barW = Math.max(slot * 0.6, 2);
  const total = days.reduce((sum, d) => sum + d.seconds, 0);
  const y = (minutes: number) => PAD.top + plotH - (minutes / top) * plotH;
  const ticks = [0, top / 2, top];
  // Label about six days along the axis so the dates never overlap.
  const labelEvery = Math.max(1, Math.ceil(days.length / 6));
  return (
    <figure className="yw-chart-figure" data-testid="learning-chart">
      <figcaption className="yw-visually-hidden">{`${title}，共 ${formatDuration(total)}`}</figcaption>
      <svg className="yw-chart" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} aria-hidden="true">
        {ticks.map((t) => (
          <g key={t}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(t)} y2={y(t)} className="yw-chart__grid" />
            <text x={PAD.left - 6} y={y(t) + 4} textAnchor="end" className="yw-chart__axis">
              {t}分
            </text>
          </g>
        ))}
        {days.map((day, i) => {
          const h = day.seconds > 0 ? Math.max((day.seconds / 60 / top) * plotH, MIN_BAR) : 0;
          const x = PAD.left + i * slot + (slot - barW) / 2;
          return (
            <g key={day.date}>
              <rect
                x={x}
                y={PAD.top + plotH - h}
                width={barW}
                height={h}
                rx={Math.min(3, barW / 2)}
                className="yw-chart__bar"
              >
                <title>{`${day.date}：${formatDuration(day.seconds)}`}</title>
              </rect>
              {(i % labelEvery === 0 || i === days.length - 1) && (
                <text x={x + barW / 2} y={HEIGHT - 8} textAnchor="middle" className="yw-chart__axis">
                  {day.date.slice(5)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      {/* The same numbers as a table for screen readers. */}
      <table className="yw-visually-hidden">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">日期</th>
            <th scope="col">学习时长</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date}>
              <th scope="row">{day.date}</th>
              <td>{formatDuration(day.seconds)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
