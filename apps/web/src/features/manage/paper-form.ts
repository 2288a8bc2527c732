import {
  INPUT_ANSWERS_MAX,
  MATCHING_MAX,
  type PaperSource,
  QUESTION_TYPE_NAMES,
  type QuestionType,
} from '@yuwen/protocol';

/**
 * The paper form of 考试中心试卷: what a teacher fills in, composed into the text format of
 * docs/kszx-paper-format.md so the server's reader stays the one judge of what a paper is. The
 * limits below mirror that document; the form checks them first only to say where the mistake is.
 */

export interface MatchingPair {
  left: string;
  right: string;
}

export interface FormQuestion {
  /** Stable across moves, for React's keys and the fields' ids. */
  id: number;
  type: QuestionType;
  /** 栏目: '' lists it under its type's name (选择, 判断 …). */
  section: string;
  prompt: string;
  hint: string;
  /** 选择: the options, and the right one's index (-1 until chosen). */
  options: string[];
  right: number;
  /** 判断: 对 / 错, null until chosen. */
  truth: boolean | null;
  /** 填空: the accepted answers, any of them right. */
  answers: string[];
  /** 连线: each left item with its partner. */
  pairs: MatchingPair[];
  /** 连线: right items joined to nothing (a pasted paper may have them); kept at the column's end. */
  extra: string[];
}

export interface PaperForm {
  title: string;
  /** The volume's name as the textbook lists it (一年级上册). */
  volume: string;
  minutes: string;
  questions: FormQuestion[];
}

export const TITLE_MAX = 40;
export const MINUTES_MAX = 120;
export const QUESTIONS_MAX = 60;
export const FIELD_MAX = 200;
export const SECTION_MAX = 10;
export const OPTIONS_MIN = 2;
export const OPTIONS_MAX = 6;

/** A type's short name as the format writes it: 选择, 判断, 填空, 连线, 写话. */
export const typeName = (type: QuestionType) => QUESTION_TYPE_NAMES[type].replace(/题$/, '');

let lastId = 0;
/** A blank question of a type, with the fields its type needs ready to fill. */
export function blankQuestion(type: QuestionType): FormQuestion {
  lastId += 1;
  return {
    id: lastId,
    type,
    section: '',
    prompt: '',
    hint: '',
    options: type === 'radio' ? ['', '', ''] : [],
    right: -1,
    truth: null,
    answers: type === 'input' ? [''] : [],
    pairs:
      type === 'matching'
        ? [
            { left: '', right: '' },
            { left: '', right: '' },
          ]
        : [],
    extra: [],
  };
}

/** A saved paper as the form shows it, to change it and save it back. */
export function formOfSource(source: PaperSource): PaperForm {
  return {
    title: source.title,
    volume: source.volume_name,
    minutes: String(source.minutes),
    questions: source.questions.map((s) => {
      const q = { ...blankQuestion(s.type), section: s.section, prompt: s.prompt, hint: s.hint };
      const joined = Array.isArray(s.answer) ? s.answer.filter((r) => typeof r === 'number') : [];
      switch (s.type) {
        case 'radio':
          return { ...q, options: s.options, right: typeof s.answer === 'number' ? s.answer : -1 };
        case 'judge':
          return { ...q, truth: typeof s.answer === 'boolean' ? s.answer : null };
        case 'input':
          return { ...q, answers: s.accepted.length > 0 ? s.accepted : [''] };
        case 'matching':
          return {
            ...q,
            pairs: s.left.map((left, k) => ({ left, right: s.right[joined[k] ?? -1] ?? '' })),
            extra: s.right.filter((_, r) => !joined.includes(r)),
          };
      }
      // 写话 has no answer to fill in.
      return q;
    }),
  };
}

/** The list with item `from` moved one place up (-1) or down (+1); unchanged at either end. */
export function moved<T>(list: readonly T[], from: number, step: -1 | 1): T[] {
  const to = from + step;
  const next = [...list];
  const a = next[from];
  const b = next[to];
  if (a === undefined || b === undefined) return next;
  next[from] = b;
  next[to] = a;
  return next;
}

/** One line of a field: the format is read line by line, so a pasted line break becomes a space. */
const flat = (value: string) => value.replace(/\s*[\r\n]+\s*/g, ' ').trim();

/** A small string hash, so the right column's order depends only on what the teacher wrote. */
function hashOf(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ (ch.codePointAt(0) ?? 0), 16777619) >>> 0;
  return h;
}

/**
 * Where each pair's right item stands in the right column: a shuffle seeded by the items (the
 * pupil's page shows the column as written, so in pair order the answer would be a straight line),
 * never the pairs' own order when there are two or more.
 */
export function rightOrder(pairs: readonly MatchingPair[]): number[] {
  const n = pairs.length;
  const order = Array.from({ length: n }, (_, i) => i);
  let seed = hashOf(pairs.map((p) => `${p.left}\u0000${p.right}`).join('\u0001'));
  for (let i = n - 1; i > 0; i--) {
    seed = Math.imul(seed ^ (seed >>> 15), 2246822519) >>> 0;
    const j = seed % (i + 1);
    [order[i], order[j]] = [order[j] as number, order[i] as number];
  }
  // position[k] = the place in the column of pair k's right item.
  const position = order.map((_, k) => order.indexOf(k));
  if (n > 1 && position.every((p, k) => p === k)) return position.map((p) => (p + 1) % n);
  return position;
}

function questionLines(q: FormQuestion): string[] {
  const lines = [`[${flat(q.section) || typeName(q.type)}] ${typeName(q.type)}`, `题：${flat(q.prompt)}`];
  if (flat(q.hint)) lines.push(`提示：${flat(q.hint)}`);
  switch (q.type) {
    case 'radio':
      lines.push(`选项：${q.options.map(flat).join(' | ')}`, `答案：${q.right >= 0 ? q.right + 1 : ''}`);
      break;
    case 'judge':
      lines.push(`答案：${q.truth === null ? '' : q.truth ? '对' : '错'}`);
      break;
    case 'input':
      lines.push(`答案：${q.answers.map(flat).join(' | ')}`);
      break;
    case 'matching': {
      const position = rightOrder(q.pairs);
      const column: string[] = [];
      q.pairs.forEach((p, k) => {
        column[position[k] ?? k] = flat(p.right);
      });
      column.push(...q.extra.map(flat));
      lines.push(
        `左：${q.pairs.map((p) => flat(p.left)).join(' | ')}`,
        `右：${column.join(' | ')}`,
        `答案：${q.pairs.map((_, k) => `${k + 1}-${(position[k] ?? k) + 1}`).join(' | ')}`,
      );
      break;
    }
    case 'textarea':
      break;
  }
  return lines;
}

/** The paper in the text format of docs/kszx-paper-format.md: the head, then each question in turn. */
export function paperTextOf(form: PaperForm): string {
  const head = [`# 标题：${flat(form.title)}`, `# 册：${flat(form.volume)}`, `# 时间：${flat(form.minutes)}`];
  return [head.join('\n'), ...form.questions.map((q) => questionLines(q).join('\n'))].join('\n\n');
}

/** What is wrong with the form, by field: `title`, `minutes`, `questions`, `q<id>.<field>`. */
export type FormErrors = Record<string, string>;

const tooLong = (value: string, max = FIELD_MAX) => (flat(value).length > max ? `最多 ${max} 个字` : '');
/** `|` separates a list's items in the format, so an item cannot hold one. */
const itemError = (value: string, what: string) =>
  !flat(value) ? `请填写${what}` : /[|｜]/.test(value) ? `${what}里不能有「|」` : tooLong(value);

function questionErrors(q: FormQuestion, errors: FormErrors): void {
  const at = (field: string, message: string) => {
    if (message) errors[`q${q.id}.${field}`] = message;
  };
  at('section', /[[\]]/.test(q.section) ? '栏目里不能有方括号' : tooLong(q.section, SECTION_MAX));
  at('prompt', flat(q.prompt) ? tooLong(q.prompt) : '请填写题目');
  at('hint', tooLong(q.hint));
  switch (q.type) {
    case 'radio':
      q.options.forEach((o, i) => {
        at(`option${i}`, itemError(o, '选项'));
      });
      at(
        'options',
        q.options.length < OPTIONS_MIN || q.options.length > OPTIONS_MAX
          ? `选项要 ${OPTIONS_MIN} 到 ${OPTIONS_MAX} 个`
          : q.right < 0 || q.right >= q.options.length
            ? '请选出正确的选项'
            : tooLong(q.options.map(flat).join(' | ')),
      );
      break;
    case 'judge':
      at('truth', q.truth === null ? '请选择「对」或「错」' : '');
      break;
    case 'input':
      q.answers.forEach((a, i) => {
        at(`answer${i}`, itemError(a, '答案'));
      });
      at(
        'answers',
        q.answers.length < 1 || q.answers.length > INPUT_ANSWERS_MAX
          ? `答案要 1 到 ${INPUT_ANSWERS_MAX} 个`
          : new Set(q.answers.map(flat).filter(Boolean)).size !== q.answers.map(flat).filter(Boolean).length
            ? '有两个答案是一样的，删去一个吧'
            : tooLong(q.answers.map(flat).join(' | ')),
      );
      break;
    case 'matching':
      q.pairs.forEach((p, i) => {
        at(`left${i}`, itemError(p.left, '左边'));
        at(`right${i}`, itemError(p.right, '右边'));
      });
      q.extra.forEach((item, i) => {
        at(`extra${i}`, itemError(item, '干扰项'));
      });
      at(
        'pairs',
        q.pairs.length < 1
          ? `要 1 到 ${MATCHING_MAX} 对`
          : q.pairs.length + q.extra.length > MATCHING_MAX
            ? `右边最多 ${MATCHING_MAX} 项（连线的对加干扰项）`
            : new Set([...q.pairs.map((p) => flat(p.right)), ...q.extra.map(flat)]).size !==
                q.pairs.length + q.extra.length
              ? '右边的各项不能相同'
              : tooLong(q.pairs.map((p) => flat(p.left)).join(' | ')) ||
                tooLong([...q.pairs.map((p) => flat(p.right)), ...q.extra.map(flat)].join(' | ')),
      );
      break;
    case 'textarea':
      break;
  }
}

/** The form's mistakes, in Chinese, by field; empty when the paper can be sent. */
export function paperFormErrors(form: PaperForm): FormErrors {
  const errors: FormErrors = {};
  const title = flat(form.title);
  if (!title) errors.title = '请填写试卷标题';
  else if (title.length > TITLE_MAX) errors.title = `标题最多 ${TITLE_MAX} 个字`;
  if (!flat(form.volume)) errors.volume = '请选择册';
  const minutes = Number(flat(form.minutes));
  if (!/^\d+$/.test(flat(form.minutes)) || minutes < 1 || minutes > MINUTES_MAX)
    errors.minutes = `时间要 1 到 ${MINUTES_MAX} 分钟`;
  if (form.questions.length === 0) errors.questions = '请至少添加一道题';
  else if (form.questions.length > QUESTIONS_MAX) errors.questions = `一份试卷最多 ${QUESTIONS_MAX} 题`;
  for (const q of form.questions) questionErrors(q, errors);
  return errors;
}
