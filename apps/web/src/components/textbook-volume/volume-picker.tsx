import type { TextbookVolumeSummary } from '@yuwen/protocol';
import { gradeName, volumesByGrade } from './volume-choice';
import './volume-picker.css';

/**
 * Grade (一年级 … 六年级) and volume (上册 / 下册), only those the server lists. A grade chosen keeps
 * the current term when that grade has it. The test ids start with the area's prefix
 * (`tbjx-grade`, `bpcy-term` …).
 */
export function VolumePicker({
  volumes,
  chosen,
  onChoose,
  testIdPrefix,
}: {
  volumes: readonly TextbookVolumeSummary[];
  chosen: TextbookVolumeSummary;
  onChoose: (volume: TextbookVolumeSummary) => void;
  testIdPrefix: string;
}) {
  const grades = volumesByGrade(volumes);
  const terms = grades.find((g) => g.grade === chosen.grade)?.volumes ?? [chosen];
  return (
    <div className="yw-volume-picker" data-testid={`${testIdPrefix}-picker`}>
      <fieldset className="yw-volume-picker__grades">
        <legend className="yw-visually-hidden">选择年级</legend>
        {grades.map((group) => {
          const on = group.grade === chosen.grade;
          const first = group.volumes.find((v) => v.term === chosen.term) ?? group.volumes[0];
          return (
            <button
              key={group.grade}
              type="button"
              className={`yw-volume-picker__grade${on ? ' is-on' : ''}`}
              aria-pressed={on}
              data-testid={`${testIdPrefix}-grade`}
              onClick={() => first && !on && onChoose(first)}
            >
              {gradeName(group.grade)}
            </button>
          );
        })}
      </fieldset>
      <fieldset className="yw-volume-picker__terms">
        <legend className="yw-visually-hidden">选择上册或下册</legend>
        {terms.map((volume) => {
          const on = volume.id === chosen.id;
          return (
            <button
              key={volume.id}
              type="button"
              className={`yw-volume-picker__term${on ? ' is-on' : ''}`}
              aria-pressed={on}
              data-testid={`${testIdPrefix}-term`}
              onClick={() => !on && onChoose(volume)}
            >
              {volume.term}
            </button>
          );
        })}
      </fieldset>
    </div>
  );
}
