import { fireEvent, render, screen } from '@testing-library/react';
import type { TextbookVolumeSummary } from '@yuwen/protocol';
import { describe, expect, it, vi } from 'vitest';
import { testVolume } from './test-volumes';
import { VolumePicker } from './volume-picker';

const volume = (id: number, key: string) => testVolume(key, id);
const VOLUMES = [volume(1, 'g1a'), volume(2, 'g1b'), volume(3, 'g2a'), volume(5, 'g3b')];

describe('VolumePicker', () => {
  const pressed = (testId: string) =>
    screen
      .getAllByTestId(testId)
      .filter((b) => b.getAttribute('aria-pressed') === 'true')
      .map((b) => b.textContent);

  it("shows the listed grades and the chosen grade's terms under the area's test ids", () => {
    render(
      <VolumePicker
        volumes={VOLUMES}
        chosen={VOLUMES[1] as TextbookVolumeSummary}
        onChoose={vi.fn()}
        testIdPrefix="bpcy"
      />,
    );
    expect(screen.getByTestId('bpcy-picker')).toBeTruthy();
    expect(screen.getAllByTestId('bpcy-grade').map((b) => b.textContent)).toEqual(['一年级', '二年级', '三年级']);
    expect(screen.getAllByTestId('bpcy-term').map((b) => b.textContent)).toEqual(['上册', '下册']);
    expect(pressed('bpcy-grade')).toEqual(['一年级']);
    expect(pressed('bpcy-term')).toEqual(['下册']);
  });

  it("keeps the term when another grade has it, else takes that grade's first", () => {
    const onChoose = vi.fn();
    render(
      <VolumePicker
        volumes={VOLUMES}
        chosen={VOLUMES[0] as TextbookVolumeSummary}
        onChoose={onChoose}
        testIdPrefix="tbjx"
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: '二年级' }));
    expect(onChoose).toHaveBeenLastCalledWith(VOLUMES[2]);
    fireEvent.click(screen.getByRole('button', { name: '三年级' }));
    expect(onChoose).toHaveBeenLastCalledWith(VOLUMES[3]);
    // The chosen grade and term choose nothing again.
    fireEvent.click(screen.getByRole('button', { name: '一年级' }));
    fireEvent.click(screen.getByRole('button', { name: '上册' }));
    expect(onChoose).toHaveBeenCalledTimes(2);
    fireEvent.click(screen.getByRole('button', { name: '下册' }));
    expect(onChoose).toHaveBeenLastCalledWith(VOLUMES[1]);
  });
});
