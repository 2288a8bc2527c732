import type { TextbookVolumeSummary } from '@yuwen/protocol';
import { gradeName, volumesByGrade } from '../volume-choice';

/**
 * Grade (一年级 … 六年级) and volume (上册 / 下册), only those the server lists. A grade chosen keeps
 * the current term when that grade has it.
 */
export function VolumePicker({
  volumes,
  chosen,
  onChoose,
}: {
  volumes: readonly TextbookVolumeSummary[];
  chosen: TextbookVolumeSummary;
  onChoose: (volume: TextbookVolumeSummary) => void;
}) {
  const grades = volumesByGrade(volumes);
  const terms = grades.find((g) => g.grade === chosen.grade)?.volumes ?? [chosen];
  return (
    <div className="yw-tbjx-picker" data-testid="tbjx-picker">
      <fieldset className="yw-tbjx-picker__grades">
        <legend className="yw-visually-hidden">选择年级</legend>
        {grades.map((group) => {
          const on = group.grade === chosen.grade;
          const first = group.volumes.find((v) => v.term === chosen.term) ?? group.volumes[0];
          return (
            <button
              key={group.grade}
              type="button"
              className={`yw-tbjx-chip${on ? ' is-on' : ''}`}
              aria-pressed={on}
              data-testid="tbjx-grade"
              onClick={() => first && !on && onChoose(first)}
            >
              {gradeName(group.grade)}
            </button>
          );
        })}
      </fieldset>
      <fieldset className="yw-tbjx-picker__terms">
        <legend className="yw-visually-hidden">选择上册或下册</legend>
        {terms.map((volume) => {
          const on = volume.id === chosen.id;
          return (
            <button
              key={volume.id}
              type="button"
              className={`yw-tbjx-term${on ? ' is-on' : ''}`}
              aria-pressed={on}
              data-testid="tbjx-term"
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
