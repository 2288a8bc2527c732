import type { TextbookVolumeSummary } from '@yuwen/protocol';
import { GRADE_NAMES } from '../volume-choice';

/**
 * Grade (一年级 … 六年级) and volume (上册 / 下册), only those the server lists. Choosing another
 * grade keeps the current term when that grade has it.
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
  const grades = [...new Set(volumes.map((v) => v.grade))].sort((a, b) => a - b);
  const terms = volumes
    .filter((v) => v.grade === chosen.grade)
    .sort((a, b) => Number(a.term === '下册') - Number(b.term === '下册'));
  return (
    <div className="yw-bpcy-picker" data-testid="bpcy-picker">
      <fieldset className="yw-bpcy-picker__grades">
        <legend className="yw-visually-hidden">选择年级</legend>
        {grades.map((grade) => {
          const on = grade === chosen.grade;
          const inGrade = volumes.filter((v) => v.grade === grade);
          const next = inGrade.find((v) => v.term === chosen.term) ?? inGrade[0];
          return (
            <button
              key={grade}
              type="button"
              className={`yw-bpcy-chip${on ? ' is-on' : ''}`}
              aria-pressed={on}
              data-testid="bpcy-grade"
              onClick={() => next && !on && onChoose(next)}
            >
              {GRADE_NAMES[grade - 1] ?? `${grade}年级`}
            </button>
          );
        })}
      </fieldset>
      <fieldset className="yw-bpcy-picker__terms">
        <legend className="yw-visually-hidden">选择上册或下册</legend>
        {terms.map((volume) => {
          const on = volume.id === chosen.id;
          return (
            <button
              key={volume.id}
              type="button"
              className={`yw-bpcy-term${on ? ' is-on' : ''}`}
              aria-pressed={on}
              data-testid="bpcy-term"
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
