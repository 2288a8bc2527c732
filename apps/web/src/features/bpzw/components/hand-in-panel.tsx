import type { CompositionHandIn } from '@yuwen/protocol';
import { useState } from 'react';
import { failureMessage } from '../../../lib/http-transport';
import { useComposition } from '../api/compositions.api';
import { useHandIn, useJoinedClasses } from '../api/hand-in.api';

const dateText = (ms: number) => {
  const d = new Date(ms);
  return `${d.getMonth() + 1}月${d.getDate()}日`;
};

/** Where the composition went, and the teacher's comment once written. */
function Handed({ item }: { item: CompositionHandIn }) {
  const commented = item.commented_at > 0;
  return (
    <li className="yw-bpzw-handed" data-testid="bpzw-handed">
      <p className="yw-bpzw-handed__head">
        {dateText(item.handed_at)}交给了{item.class_name}
        <span className="yw-bpzw-handed__state">{commented ? '老师看过了' : '等老师看'}</span>
      </p>
      {commented && (
        <div className="yw-bpzw-handed__comment" data-testid="bpzw-teacher-comment">
          <p className="yw-bpzw-handed__label">
            老师的评语
            {item.grade && (
              <span className="yw-bpzw-grade" data-testid="bpzw-grade">
                {item.grade}
              </span>
            )}
          </p>
          <p className="yw-kai">{item.comment}</p>
        </div>
      )}
    </li>
  );
}

/**
 * 交给老师: a pupil in a class hands the saved composition to it (choosing the class when in
 * several), and sees the teacher's comment here once it is written.
 */
export function HandInPanel({ id, ready }: { id: number | undefined; ready: boolean }) {
  const classes = useJoinedClasses(true);
  const composition = useComposition(id);
  const handIn = useHandIn();
  const usable = (classes.data ?? []).filter((c) => !c.archived);
  const [chosen, setChosen] = useState(0);
  const classId = usable.some((c) => c.id === chosen) ? chosen : (usable[0]?.id ?? 0);
  const handed = composition.data?.handed ?? [];
  if (usable.length === 0 && handed.length === 0) return null;
  return (
    <section className="yw-bpzw-handin" aria-labelledby="bpzw-handin-title" data-testid="bpzw-handin">
      <h2 id="bpzw-handin-title" className="yw-bpzw-handin__title">
        交给老师
      </h2>
      {usable.length > 0 && (
        <div className="yw-bpzw-handin__row">
          {usable.length > 1 && (
            <select
              className="yw-bpzw-handin__class"
              value={classId}
              onChange={(event) => setChosen(Number(event.target.value))}
              aria-label="交给哪个班"
              data-testid="bpzw-handin-class"
            >
              {usable.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}（{c.teacher_name}）
                </option>
              ))}
            </select>
          )}
          <button
            type="button"
            className="yw-button"
            disabled={!ready || id === undefined || handIn.isPending}
            onClick={() => id !== undefined && handIn.mutate({ id, class_id: classId })}
            data-testid="bpzw-handin-send"
          >
            {usable.length === 1 ? `交给${usable[0]?.name}` : '交给老师'}
          </button>
        </div>
      )}
      {!ready && usable.length > 0 && <p className="yw-bpzw-handin__note">作文保存好以后就能交了。</p>}
      {handIn.isError && (
        <p className="yw-bpzw-problem" role="alert">
          {failureMessage(handIn.error)}
        </p>
      )}
      {handed.length > 0 && (
        <ul className="yw-bpzw-handed-list">
          {handed.map((item) => (
            <Handed key={item.class_id} item={item} />
          ))}
        </ul>
      )}
    </section>
  );
}
