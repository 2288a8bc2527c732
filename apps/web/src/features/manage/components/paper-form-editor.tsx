import { INPUT_ANSWERS_MAX, MATCHING_MAX, type PaperSource, QUESTION_TYPES, type QuestionType } from '@yuwen/protocol';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { useTextbookVolumes } from '../../../components/textbook-volume/api/textbook-volumes.api';
import { toast } from '../../../components/toast/toast-store';
import { useImportPaper, useUpdatePaper } from '../api/exam-papers.api';
import {
  blankQuestion,
  FIELD_MAX,
  type FormErrors,
  type FormQuestion,
  formOfSource,
  MINUTES_MAX,
  moved,
  OPTIONS_MAX,
  OPTIONS_MIN,
  type PaperForm,
  paperFormErrors,
  paperTextOf,
  QUESTIONS_MAX,
  SECTION_MAX,
  TITLE_MAX,
  typeName,
} from '../paper-form';
import { ManageError } from './manage-error';
import './paper-form-editor.css';

const EMPTY: PaperForm = { title: '', volume: '', minutes: '15', questions: [] };

/** A message under its field, tied to it by aria-describedby. */
function FieldError({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <span className="yw-paper-form__error" id={`${id}-error`}>
      {error}
    </span>
  );
}

/** A labelled one-line field with its message. */
function TextField({
  id,
  label,
  value,
  onChange,
  error,
  max = FIELD_MAX,
  placeholder,
  wide,
  testId,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  max?: number;
  placeholder?: string;
  wide?: boolean;
  testId?: string;
}) {
  return (
    <span className={`yw-paper-form__field${wide ? ' is-wide' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        value={value}
        maxLength={max}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
        data-testid={testId}
      />
      <FieldError id={id} error={error} />
    </span>
  );
}

/** A small round button of a card (move, remove), named for screen readers by `label`. */
function IconButton({
  label,
  onClick,
  disabled,
  children,
  testId,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <button
      type="button"
      className="yw-paper-form__icon"
      aria-label={label}
      title={label}
      onClick={onClick}
      disabled={disabled}
      data-testid={testId}
    >
      {children}
    </button>
  );
}

interface CardProps {
  q: FormQuestion;
  n: number;
  count: number;
  errors: FormErrors;
  change: (q: FormQuestion) => void;
  move: (step: -1 | 1) => void;
  remove: () => void;
}

/** 选择: the options, each with its radio for 「这是正确答案」. */
function RadioBody({ q, n, errors, change }: CardProps) {
  const id = `pf-${q.id}`;
  const setOption = (i: number, value: string) =>
    change({ ...q, options: q.options.map((o, k) => (k === i ? value : o)) });
  const dropOption = (i: number) =>
    change({
      ...q,
      options: q.options.filter((_, k) => k !== i),
      right: q.right === i ? -1 : q.right > i ? q.right - 1 : q.right,
    });
  return (
    <fieldset
      className="yw-paper-form__group"
      aria-describedby={errors[`q${q.id}.options`] ? `${id}-options-error` : undefined}
    >
      <legend>选项（点圆圈选出正确答案）</legend>
      {q.options.map((option, i) => {
        const oid = `${id}-option${i}`;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: options have no identity but their place
          <div className="yw-paper-form__row" key={i}>
            <input
              type="radio"
              name={`${id}-right`}
              checked={q.right === i}
              onChange={() => change({ ...q, right: i })}
              aria-label={`第 ${n} 题第 ${i + 1} 项是正确答案`}
              data-testid="pf-right"
            />
            <TextField
              id={oid}
              label={`选项 ${i + 1}`}
              value={option}
              onChange={(v) => setOption(i, v)}
              error={errors[`q${q.id}.option${i}`]}
              testId="pf-option"
            />
            <IconButton
              label={`删除第 ${n} 题的选项 ${i + 1}`}
              onClick={() => dropOption(i)}
              disabled={q.options.length <= OPTIONS_MIN}
            >
              ×
            </IconButton>
          </div>
        );
      })}
      <button
        type="button"
        className="yw-paper-form__more"
        onClick={() => change({ ...q, options: [...q.options, ''] })}
        disabled={q.options.length >= OPTIONS_MAX}
      >
        ＋ 添加选项
      </button>
      <FieldError id={`${id}-options`} error={errors[`q${q.id}.options`]} />
    </fieldset>
  );
}

/** 判断: 对 or 错. */
function JudgeBody({ q, errors, change }: CardProps) {
  const id = `pf-${q.id}-truth`;
  const error = errors[`q${q.id}.truth`];
  return (
    <fieldset className="yw-paper-form__group" aria-describedby={error ? `${id}-error` : undefined}>
      <legend>答案</legend>
      <div className="yw-paper-form__choices">
        {[true, false].map((truth) => (
          <label key={String(truth)} className={`yw-paper-form__choice${q.truth === truth ? ' is-on' : ''}`}>
            <input
              type="radio"
              name={id}
              checked={q.truth === truth}
              onChange={() => change({ ...q, truth })}
              data-testid={truth ? 'pf-judge-true' : 'pf-judge-false'}
            />
            {truth ? '对' : '错'}
          </label>
        ))}
      </div>
      <FieldError id={id} error={error} />
    </fieldset>
  );
}

/** 填空: the accepted answers; a pupil's answer is right when it is any one of them. */
function InputBody({ q, n, errors, change }: CardProps) {
  const id = `pf-${q.id}`;
  const setAnswer = (i: number, value: string) =>
    change({ ...q, answers: q.answers.map((a, k) => (k === i ? value : a)) });
  return (
    <fieldset
      className="yw-paper-form__group"
      aria-describedby={errors[`q${q.id}.answers`] ? `${id}-answers-error` : undefined}
    >
      <legend>答案（可写几个，填对一个就算对）</legend>
      {q.answers.map((answer, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: answers have no identity but their place
        <div className="yw-paper-form__row" key={i}>
          <TextField
            id={`${id}-answer${i}`}
            label={`答案 ${i + 1}`}
            value={answer}
            onChange={(v) => setAnswer(i, v)}
            error={errors[`q${q.id}.answer${i}`]}
            testId="pf-answer"
          />
          <IconButton
            label={`删除第 ${n} 题的答案 ${i + 1}`}
            onClick={() => change({ ...q, answers: q.answers.filter((_, k) => k !== i) })}
            disabled={q.answers.length <= 1}
          >
            ×
          </IconButton>
        </div>
      ))}
      <button
        type="button"
        className="yw-paper-form__more"
        onClick={() => change({ ...q, answers: [...q.answers, ''] })}
        disabled={q.answers.length >= INPUT_ANSWERS_MAX}
      >
        ＋ 再加一个也算对的答案
      </button>
      <FieldError id={`${id}-answers`} error={errors[`q${q.id}.answers`]} />
    </fieldset>
  );
}

/** 连线: left items with their partners, and decoys the right column adds; it is shuffled when the text is written. */
function MatchingBody({ q, n, errors, change }: CardProps) {
  const id = `pf-${q.id}`;
  const setPair = (i: number, side: 'left' | 'right', value: string) =>
    change({ ...q, pairs: q.pairs.map((p, k) => (k === i ? { ...p, [side]: value } : p)) });
  // The right column holds the pairs' partners and the decoys, at most MATCHING_MAX in all.
  const full = q.pairs.length + q.extra.length >= MATCHING_MAX;
  return (
    <fieldset
      className="yw-paper-form__group"
      aria-describedby={errors[`q${q.id}.pairs`] ? `${id}-pairs-error` : undefined}
    >
      <legend>连线的每一对（学生看到的右边顺序会打乱）</legend>
      {q.pairs.map((pair, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: pairs have no identity but their place
        <div className="yw-paper-form__row" key={i}>
          <TextField
            id={`${id}-left${i}`}
            label={`左 ${i + 1}`}
            value={pair.left}
            onChange={(v) => setPair(i, 'left', v)}
            error={errors[`q${q.id}.left${i}`]}
            testId="pf-left"
          />
          <span className="yw-paper-form__link" aria-hidden="true">
            —
          </span>
          <TextField
            id={`${id}-right${i}`}
            label={`右 ${i + 1}`}
            value={pair.right}
            onChange={(v) => setPair(i, 'right', v)}
            error={errors[`q${q.id}.right${i}`]}
            testId="pf-right-item"
          />
          <IconButton
            label={`删除第 ${n} 题的第 ${i + 1} 对`}
            onClick={() => change({ ...q, pairs: q.pairs.filter((_, k) => k !== i) })}
            disabled={q.pairs.length <= 1}
          >
            ×
          </IconButton>
        </div>
      ))}
      <button
        type="button"
        className="yw-paper-form__more"
        onClick={() => change({ ...q, pairs: [...q.pairs, { left: '', right: '' }] })}
        disabled={full}
      >
        ＋ 添加一对
      </button>
      {q.extra.map((item, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: decoys have no identity but their place
        <div className="yw-paper-form__row" key={i}>
          <TextField
            id={`${id}-extra${i}`}
            label={`干扰项 ${i + 1}`}
            placeholder="右边多出、不用连的一项"
            value={item}
            onChange={(v) => change({ ...q, extra: q.extra.map((e, k) => (k === i ? v : e)) })}
            error={errors[`q${q.id}.extra${i}`]}
            testId="pf-extra"
          />
          <IconButton
            label={`删除第 ${n} 题的干扰项 ${i + 1}`}
            onClick={() => change({ ...q, extra: q.extra.filter((_, k) => k !== i) })}
          >
            ×
          </IconButton>
        </div>
      ))}
      <button
        type="button"
        className="yw-paper-form__more"
        onClick={() => change({ ...q, extra: [...q.extra, ''] })}
        disabled={full}
        data-testid="pf-add-extra"
      >
        ＋ 添加干扰项
      </button>
      <FieldError id={`${id}-pairs`} error={errors[`q${q.id}.pairs`]} />
    </fieldset>
  );
}

/** One question: its type, 栏目, 题, 提示 and its type's answer; moved and removed by its buttons. */
function QuestionCard(props: CardProps) {
  const { q, n, count, errors, change, move, remove } = props;
  const id = `pf-${q.id}`;
  const err = (field: string) => errors[`q${q.id}.${field}`];
  return (
    <li className="yw-paper-form__card" data-testid="pf-question" data-type={q.type}>
      <div className="yw-paper-form__card-head">
        <span className="yw-paper-form__number">第 {n} 题</span>
        <span className={`yw-paper-form__type is-${q.type}`}>{typeName(q.type)}</span>
        <span className="yw-paper-form__tools">
          <IconButton label={`上移第 ${n} 题`} onClick={() => move(-1)} disabled={n === 1} testId="pf-up">
            ↑
          </IconButton>
          <IconButton label={`下移第 ${n} 题`} onClick={() => move(1)} disabled={n === count} testId="pf-down">
            ↓
          </IconButton>
          <IconButton label={`删除第 ${n} 题`} onClick={remove} testId="pf-remove">
            ×
          </IconButton>
        </span>
      </div>
      <div className="yw-paper-form__fields">
        <TextField
          id={`${id}-prompt`}
          label={`第 ${n} 题题目`}
          value={q.prompt}
          onChange={(prompt) => change({ ...q, prompt })}
          error={err('prompt')}
          wide
          testId="pf-prompt"
        />
        <TextField
          id={`${id}-section`}
          label="栏目（可不填）"
          value={q.section}
          onChange={(section) => change({ ...q, section })}
          error={err('section')}
          max={SECTION_MAX}
          placeholder={typeName(q.type)}
        />
        <TextField
          id={`${id}-hint`}
          label="提示（可不填）"
          value={q.hint}
          onChange={(hint) => change({ ...q, hint })}
          error={err('hint')}
          placeholder="如拼音、诗题"
        />
      </div>
      {q.type === 'radio' && <RadioBody {...props} />}
      {q.type === 'judge' && <JudgeBody {...props} />}
      {q.type === 'input' && <InputBody {...props} />}
      {q.type === 'matching' && <MatchingBody {...props} />}
      {q.type === 'textarea' && <p className="yw-paper-form__note">写话不用写答案，学生交卷后由老师批改。</p>}
    </li>
  );
}

/**
 * 填表出题: a paper built field by field, or a saved one (`paper`) changed. The form writes the text
 * format and sends it like the pasted text, so the server's reader judges both alike.
 */
export function PaperFormEditor({ paper, onClose }: { paper?: PaperSource; onClose?: () => void }) {
  const volumes = useTextbookVolumes();
  const create = useImportPaper();
  const update = useUpdatePaper();
  const save = paper ? update : create;
  const [form, setForm] = useState<PaperForm>(() => (paper ? formOfSource(paper) : EMPTY));
  // A paper opened from the list brings the teacher up to the form.
  useEffect(() => {
    if (!paper) return;
    document.getElementById('pf-title')?.focus({ preventScroll: true });
    document.querySelector('[data-testid="paper-form"]')?.scrollIntoView({ block: 'start' });
  }, [paper]);
  // Messages show once the teacher has tried to save, then follow every change.
  const [tried, setTried] = useState(false);
  const volume = form.volume || volumes.data?.[0]?.name || '';
  const filled = { ...form, volume };
  const errors = tried ? paperFormErrors(filled) : {};
  const text = paperTextOf(filled);
  const setQuestions = (questions: FormQuestion[]) => setForm((f) => ({ ...f, questions }));
  const add = (type: QuestionType) => setQuestions([...form.questions, blankQuestion(type)]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    const found = paperFormErrors(filled);
    if (Object.keys(found).length > 0) {
      // The first field with a message gets the focus once the messages are drawn, so a keyboard user lands on it.
      setTimeout(() =>
        document.querySelector<HTMLElement>('[data-testid="paper-form"] [aria-invalid="true"]')?.focus(),
      );
      toast.error(`还有 ${Object.keys(found).length} 处要改，已在题目旁标出`);
      return;
    }
    if (paper) {
      update.mutate(
        { paperId: paper.id, text },
        {
          onSuccess: (saved) => {
            toast.success(`已保存对「${saved.title}」的修改（${saved.question_count} 题）`);
            onClose?.();
          },
        },
      );
      return;
    }
    create.mutate(text, {
      onSuccess: (saved) => {
        toast.success(`已添加「${saved.title}」（${saved.volume_name}，${saved.question_count} 题）`);
        setForm({ ...EMPTY, volume });
        setTried(false);
      },
    });
  };

  return (
    <form className="yw-paper-form" onSubmit={submit} noValidate data-testid="paper-form">
      <h3 className="yw-manage-subtitle">{paper ? `修改试卷「${paper.title}」` : '填表出题'}</h3>
      {paper && (
        <p className="yw-manage-hint" data-testid="paper-form-editing">
          已经开始做或交过的答卷还用原来的题目，修改后新开始的答卷才用新题目。
        </p>
      )}
      <div className="yw-paper-form__head">
        <TextField
          id="pf-title"
          label="试卷标题"
          value={form.title}
          onChange={(title) => setForm((f) => ({ ...f, title }))}
          error={errors.title}
          max={TITLE_MAX}
          placeholder="如 第一单元小测"
          wide
          testId="paper-form-title"
        />
        <span className="yw-paper-form__field">
          <label htmlFor="pf-volume">册</label>
          <select
            id="pf-volume"
            value={volume}
            onChange={(e) => setForm((f) => ({ ...f, volume: e.target.value }))}
            aria-invalid={errors.volume ? true : undefined}
            aria-describedby={errors.volume ? 'pf-volume-error' : undefined}
            data-testid="paper-form-volume"
          >
            {(volumes.data ?? []).map((v) => (
              <option key={v.key} value={v.name}>
                {v.name}
              </option>
            ))}
          </select>
          <FieldError id="pf-volume" error={errors.volume} />
        </span>
        <span className="yw-paper-form__field">
          <label htmlFor="pf-minutes">时间（分钟）</label>
          <input
            id="pf-minutes"
            type="number"
            inputMode="numeric"
            min={1}
            max={MINUTES_MAX}
            value={form.minutes}
            aria-invalid={errors.minutes ? true : undefined}
            aria-describedby={errors.minutes ? 'pf-minutes-error' : undefined}
            onChange={(e) => setForm((f) => ({ ...f, minutes: e.target.value }))}
            data-testid="paper-form-minutes"
          />
          <FieldError id="pf-minutes" error={errors.minutes} />
        </span>
      </div>

      {form.questions.length > 0 && (
        <ol className="yw-paper-form__list">
          {form.questions.map((q, i) => (
            <QuestionCard
              key={q.id}
              q={q}
              n={i + 1}
              count={form.questions.length}
              errors={errors}
              change={(next) => setQuestions(form.questions.map((x) => (x.id === q.id ? next : x)))}
              move={(step) => setQuestions(moved(form.questions, i, step))}
              remove={() => setQuestions(form.questions.filter((x) => x.id !== q.id))}
            />
          ))}
        </ol>
      )}

      <fieldset className="yw-paper-form__adder">
        <legend className="yw-visually-hidden">添加一道题</legend>
        <span className="yw-paper-form__adder-label" aria-hidden="true">
          添加一道：
        </span>
        {QUESTION_TYPES.map((type) => (
          <button
            key={type}
            type="button"
            className={`yw-paper-form__add is-${type}`}
            onClick={() => add(type)}
            disabled={form.questions.length >= QUESTIONS_MAX}
            data-testid={`paper-form-add-${type}`}
          >
            ＋ {typeName(type)}题
          </button>
        ))}
      </fieldset>
      <FieldError id="pf-questions" error={errors.questions} />

      <details className="yw-paper-form__preview" data-testid="paper-form-preview">
        <summary>看看生成的试卷文本（也可以复制到下面的文本框里改）</summary>
        <pre>{text}</pre>
      </details>

      <div className="yw-manage-form__actions">
        <button type="submit" className="yw-button" disabled={save.isPending} data-testid="paper-form-save">
          {save.isPending ? '保存中...' : `${paper ? '保存修改' : '保存试卷'}（${form.questions.length} 题）`}
        </button>
        {paper && (
          <button type="button" className="yw-button yw-button--soft" onClick={onClose} data-testid="paper-form-cancel">
            不改了
          </button>
        )}
      </div>
      <ManageError error={save.error} />
    </form>
  );
}
