import { ASSIGNMENT_NOTE_MAX, type AssignmentKind, type TextbookVolumeSummary } from '@yuwen/protocol';
import { type FormEvent, useState } from 'react';
import { useTextbookVolume } from '../../../components/textbook-volume/api/textbook-volume.api';
import { useTextbookVolumes } from '../../../components/textbook-volume/api/textbook-volumes.api';
import { lessonLabel } from '../../../components/textbook-volume/next-lesson';
import { VolumePicker } from '../../../components/textbook-volume/volume-picker';
import { toast } from '../../../components/toast/toast-store';
import { byline } from '../../../lib/byline';
import { failureMessage } from '../../../lib/http-transport';
import { useCreateAssignment, usePoemSearch } from '../api/classes.api';

/** A day as YYYY-MM-DD on this device's calendar, `ahead` days from today. */
function dayFromToday(ahead: number): string {
  const day = new Date();
  day.setDate(day.getDate() + ahead);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

type Target = { id: number; label: string };

function PoemPicker({ onPick }: { onPick: (target: Target) => void }) {
  const [keyword, setKeyword] = useState('');
  const found = usePoemSearch(keyword);
  return (
    <div className="yw-classes-picker">
      <input
        value={keyword}
        onChange={(e) => setKeyword(e.target.value)}
        maxLength={40}
        placeholder="输入诗文题目，例如：静夜思"
        aria-label="诗文题目"
        data-testid="assign-poem-search"
      />
      {found.data && (
        <ul className="yw-classes-picker__list">
          {found.data.length === 0 && <li className="yw-classes-soft">没有找到这首诗文</li>}
          {found.data.slice(0, 8).map((poem) => (
            <li key={poem.poem_id}>
              <button
                type="button"
                className="yw-classes-link"
                onClick={() => onPick({ id: poem.poem_id, label: `《${poem.title}》` })}
                data-testid="assign-poem-option"
              >
                《{poem.title}》{' '}
                <span className="yw-classes-soft">
                  {byline(poem.dynasty, poem.author)} · {poem.collection_name}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function LessonPicker({ onPick }: { onPick: (target: Target) => void }) {
  const volumes = useTextbookVolumes();
  const [chosen, setChosen] = useState<TextbookVolumeSummary>();
  const volume = chosen ?? volumes.data?.[0];
  const lessons = useTextbookVolume(volume?.id);
  if (!volumes.data || !volume) return <p className="yw-classes-soft">课本加载中...</p>;
  return (
    <div className="yw-classes-picker">
      <VolumePicker volumes={volumes.data} chosen={volume} onChoose={setChosen} testIdPrefix="assign" />
      <ul className="yw-classes-picker__list">
        {lessons.data?.units.flatMap((unit) =>
          unit.lessons
            .filter((lesson) => lesson.number !== '')
            .map((lesson) => (
              <li key={lesson.id}>
                <button
                  type="button"
                  className="yw-classes-link"
                  onClick={() => onPick({ id: lesson.id, label: `${volume.name} ${lessonLabel(lesson)}` })}
                  data-testid="assign-lesson-option"
                >
                  {lessonLabel(lesson)}
                </button>
              </li>
            )),
        )}
      </ul>
    </div>
  );
}

/** 布置作业: recite a poem (the pupil hands in a recording) or 听写 a lesson, with a due day and a note. */
export function AssignForm({ classId }: { classId: number }) {
  const [kind, setKind] = useState<AssignmentKind>('poem_recite');
  const [target, setTarget] = useState<Target>();
  const [due, setDue] = useState(() => dayFromToday(7));
  const [note, setNote] = useState('');
  const create = useCreateAssignment();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!target) return;
    create.mutate(
      { class_id: classId, kind, target_id: target.id, due_date: due, note },
      {
        onSuccess: (made) => {
          toast.success(`已布置「${made.title}」`);
          setTarget(undefined);
          setNote('');
        },
      },
    );
  };
  const choose = (next: AssignmentKind) => {
    setKind(next);
    setTarget(undefined);
  };
  return (
    <form className="yw-classes-assign" onSubmit={submit} data-testid="assign-form">
      <h3 className="yw-classes-subtitle">布置作业</h3>
      <div className="yw-classes-assign__kinds">
        {(
          [
            ['poem_recite', '背诵古诗'],
            ['dictation', '听写课文'],
          ] as const
        ).map(([value, label]) => (
          <button
            key={value}
            type="button"
            className={`yw-classes-chip${kind === value ? ' is-on' : ''}`}
            aria-pressed={kind === value}
            onClick={() => choose(value)}
            data-testid={`assign-kind-${value}`}
          >
            {label}
          </button>
        ))}
      </div>
      {target ? (
        <p className="yw-classes-assign__target" data-testid="assign-target">
          {kind === 'poem_recite' ? '背诵' : '听写'} {target.label}
          <button type="button" className="yw-classes-link" onClick={() => setTarget(undefined)}>
            换一个
          </button>
        </p>
      ) : kind === 'poem_recite' ? (
        <PoemPicker onPick={setTarget} />
      ) : (
        <LessonPicker onPick={setTarget} />
      )}
      <div className="yw-classes-assign__row">
        <label>
          截止日期
          <input
            type="date"
            value={due}
            min={dayFromToday(0)}
            onChange={(e) => setDue(e.target.value)}
            data-testid="assign-due"
          />
        </label>
        <label className="yw-classes-assign__note">
          说明（可不填）
          <input
            value={note}
            onChange={(e) => setNote(e.target.value)}
            maxLength={ASSIGNMENT_NOTE_MAX}
            placeholder="例如：背熟后录一遍交给老师"
            data-testid="assign-note"
          />
        </label>
      </div>
      {create.error ? <p className="yw-classes-error">{failureMessage(create.error)}</p> : null}
      <button type="submit" className="yw-button" disabled={!target || create.isPending} data-testid="assign-submit">
        布置
      </button>
    </form>
  );
}
