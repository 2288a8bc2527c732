import { ASSIGNMENT_NOTE_MAX, type AssignmentKind } from '@yuwen/protocol';
import { type FormEvent, type ReactNode, useState } from 'react';
import { toast } from '../../../components/toast/toast-store';
import { failureMessage } from '../../../lib/http-transport';
import { useCreateAssignment } from '../api/classes.api';
import { ChapterPicker, CharsPicker, LessonPicker, PaperPicker, PoemPicker, type Target } from './assign-pickers';

/** A day as YYYY-MM-DD on this device's calendar, `ahead` days from today. */
function dayFromToday(ahead: number): string {
  const day = new Date();
  day.setDate(day.getDate() + ahead);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/** Each kind: its chip, what the chosen target is called, and the note's example. */
const KINDS: readonly { kind: AssignmentKind; chip: string; verb: string; example: string }[] = [
  { kind: 'poem_recite', chip: '背诵古诗', verb: '背诵', example: '背熟后录一遍交给老师' },
  { kind: 'dictation', chip: '听写课文', verb: '听写', example: '先读两遍词语再听写' },
  { kind: 'paper', chip: '考试卷', verb: '试卷', example: '认真审题，写完检查一遍' },
  { kind: 'write', chip: '写字', verb: '写字', example: '按笔顺一笔一笔写' },
  { kind: 'reading', chip: '阅读', verb: '阅读', example: '读完想一想讲了什么' },
];

function TargetPicker({ kind, onPick }: { kind: AssignmentKind; onPick: (target: Target) => void }): ReactNode {
  switch (kind) {
    case 'poem_recite':
      return <PoemPicker onPick={onPick} />;
    case 'paper':
      return <PaperPicker onPick={onPick} />;
    case 'reading':
      return <ChapterPicker onPick={onPick} />;
    default:
      return <LessonPicker onPick={onPick} />;
  }
}

/**
 * 布置作业: recite a poem (the pupil hands in a recording), 听写 a lesson, a 考试中心 paper, characters
 * to write or a chapter to read, with a due day and a note.
 */
export function AssignForm({ classId }: { classId: number }) {
  const [kind, setKind] = useState<AssignmentKind>('poem_recite');
  const [target, setTarget] = useState<Target>();
  const [due, setDue] = useState(() => dayFromToday(7));
  const [note, setNote] = useState('');
  const create = useCreateAssignment();
  const shown = KINDS.find((k) => k.kind === kind) ?? KINDS[0];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!target) return;
    create.mutate(
      {
        class_id: classId,
        kind,
        target_id: target.id,
        chars: target.chars ?? '',
        chapter: target.chapter ?? 0,
        due_date: due,
        note,
      },
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
        {KINDS.map(({ kind: value, chip }) => (
          <button
            key={value}
            type="button"
            className={`yw-classes-chip${kind === value ? ' is-on' : ''}`}
            aria-pressed={kind === value}
            onClick={() => choose(value)}
            data-testid={`assign-kind-${value}`}
          >
            {chip}
          </button>
        ))}
      </div>
      {kind === 'write' ? (
        <>
          <CharsPicker target={target} onChange={setTarget} />
          {target && target.id > 0 && (
            <p className="yw-classes-soft" data-testid="assign-target">
              {target.label}的写字表
            </p>
          )}
        </>
      ) : target ? (
        <p className="yw-classes-assign__target" data-testid="assign-target">
          {shown?.verb} {target.label}
          <button type="button" className="yw-classes-link" onClick={() => setTarget(undefined)}>
            换一个
          </button>
        </p>
      ) : (
        <TargetPicker kind={kind} onPick={setTarget} />
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
            placeholder={`例如：${shown?.example}`}
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
