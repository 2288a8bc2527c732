import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LearningChart } from './components/learning-chart';
import { formatDuration } from './duration';

describe('learning time', () => {
  it('reads durations the way a pupil says them', () => {
    expect(formatDuration(0)).toBe('0秒');
    expect(formatDuration(45)).toBe('45秒');
    expect(formatDuration(600)).toBe('10分钟');
    expect(formatDuration(3600)).toBe('1小时');
    expect(formatDuration(3900)).toBe('1小时5分钟');
  });

  it('draws one bar per day and gives screen readers every day with its time', () => {
    const days = [
      { date: '2026-11-20', seconds: 0 },
      { date: '2026-11-21', seconds: 1200 },
      { date: '2026-11-22', seconds: 300 },
    ];
    const { container } = render(<LearningChart days={days} title="近 3 天每日学习时长" />);
    const bars = container.querySelectorAll('rect');
    expect(bars).toHaveLength(3);
    // The longest day reaches the axis top of 20 minutes; 5 minutes is a quarter of it.
    const heights = Array.from(bars).map((b) => Number(b.getAttribute('height')));
    expect(heights[0]).toBe(0);
    expect((heights[2] ?? 0) / (heights[1] ?? 1)).toBeCloseTo(0.25);
    expect(screen.getByText('近 3 天每日学习时长，共 25分钟')).toBeTruthy();
    const table = screen.getByRole('table');
    expect(within(table).getByRole('rowheader', { name: '2026-11-21' }).nextElementSibling?.textContent).toBe('20分钟');
  });
});
