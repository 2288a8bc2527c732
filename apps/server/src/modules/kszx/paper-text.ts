import {
  INPUT_ANSWERS_MAX,
  MATCHING_MAX,
  QUESTION_TYPE_NAMES,
  QUESTION_TYPES,
  type QuestionType,
} from '@yuwen/protocol';
import type { StoredQuestion } from './paper-builder.js';

/** A paper written by a teacher, read from the plain text format of docs/kszx-paper-format.md. */
export interface PaperText {
  title: string;
  volume: string;
  minutes: number;
  questions: StoredQuestion[];
}

const MAX_QUESTIONS = 60;
const MAX_MINUTES = 120;
const MAX_FIELD = 200;
const MAX_OPTIONS = 6;

/** Splits `a | b | c` into its parts. */
const parts = (value: string) =>
  value
    .split(/[|｜]/)
    .map((p) => p.trim())
    .filter((p) => p !== '');

/** 1-based numbers in the text, as 0-based indexes. */
const number = (value: string) => Number.parseInt(value.trim(), 10) - 1;

interface Block {
  line: number;
  section: string;
  type: string;
  fields: Map<string, string>;
}

/** A type as a teacher writes it: its code (radio) or its Chinese name, with or without 题 (选择题, 选择). */
const TYPE_BY_NAME = new Map<string, QuestionType>(
  QUESTION_TYPES.flatMap((type) => {
    const name = QUESTION_TYPE_NAMES[type];
    return [
      [type, type],
      [name, type],
      [name.replace(/题$/, ''), type],
    ] as [string, QuestionType][];
  }),
);
const TYPE_CHOICES = QUESTION_TYPES.map((t) => QUESTION_TYPE_NAMES[t].replace(/题$/, '')).join('、');

const GRADES = '一二三四五六';
/** A volume as its key (g1a) or its name (一年级上册), as its key; '' when it is neither. */
export function volumeKeyOf(written: string): string {
  if (/^g[1-6][ab]$/.test(written)) return written;
  const named = /^([一二三四五六])年级([上下])册$/.exec(written);
  return named?.[1] && named[2] ? `g${GRADES.indexOf(named[1]) + 1}${named[2] === '上' ? 'a' : 'b'}` : '';
}

/** One question from its block, or the message naming what is wrong. */
function toQuestion(block: Block): StoredQuestion | string {
  const at = `第 ${block.line} 行的题`;
  const type = TYPE_BY_NAME.get(block.type);
  if (!type) return `${at}：题型应是 ${TYPE_CHOICES} 之一`;
  const prompt = block.fields.get('题') ?? '';
  if (!prompt) return `${at}：缺少「题：」`;
  const answer = block.fields.get('答案') ?? '';
  const base = {
    section: block.section,
    type,
    prompt,
    hint: block.fields.get('提示') ?? '',
    options: [] as string[],
    left: [] as string[],
    right: [] as string[],
    write: '',
  };
  if ([...block.fields.values()].some((v) => v.length > MAX_FIELD)) return `${at}：每一项最多 ${MAX_FIELD} 个字`;
  switch (type) {
    case 'radio': {
      const options = parts(block.fields.get('选项') ?? '');
      const right = number(answer);
      if (options.length < 2 || options.length > MAX_OPTIONS) return `${at}：选项要 2 到 ${MAX_OPTIONS} 个，用 | 隔开`;
      if (!(right >= 0 && right < options.length)) return `${at}：答案应是选项的序号（1 到 ${options.length}）`;
      return { ...base, options, answer: right, answer_text: options[right] ?? '' };
    }
    case 'judge':
      if (answer !== '对' && answer !== '错') return `${at}：判断题的答案是「对」或「错」`;
      return { ...base, answer: answer === '对', answer_text: answer };
    case 'input': {
      // Several accepted answers are separated by |; any of them is marked right.
      const accepted = [...new Set(parts(answer))];
      if (accepted.length === 0) return `${at}：缺少「答案：」`;
      if (accepted.length > INPUT_ANSWERS_MAX) return `${at}：填空题最多 ${INPUT_ANSWERS_MAX} 个答案，用 | 隔开`;
      const [first = '', ...also] = accepted;
      return { ...base, answer: first, also, answer_text: accepted.join(' 或 ') };
    }
    case 'matching': {
      const left = parts(block.fields.get('左') ?? '');
      const right = parts(block.fields.get('右') ?? '');
      if (left.length < 1 || left.length > MATCHING_MAX || right.length < left.length || right.length > MATCHING_MAX)
        return `${at}：左边 1 到 ${MATCHING_MAX} 项，右边不少于左边、最多 ${MATCHING_MAX} 项`;
      const pairs = parts(answer).map((pair) => pair.split(/[-－—]/).map(number));
      const joined = left.map((_, i) => pairs.find(([l]) => l === i)?.[1] ?? -1);
      if (
        pairs.length !== left.length ||
        joined.some((r) => r < 0 || r >= right.length) ||
        new Set(joined).size !== joined.length
      )
        return `${at}：答案要给左边每一项连一项右边，写成 1-2 | 2-1`;
      return {
        ...base,
        left,
        right,
        answer: joined,
        answer_text: left.map((l, i) => `${l}—${right[joined[i] ?? 0]}`).join('；'),
      };
    }
    case 'textarea':
      return { ...base, answer: null, answer_text: '' };
  }
}

/**
 * Reads a paper: `# 标题：` `# 册：` `# 时间：` lines, then one block per question starting with
 * `[栏目] 题型` and `题：` `提示：` `选项：` `左：` `右：` `答案：` lines. Answers every mistake with its
 * line, so a teacher fixes them all at once.
 */
export function parsePaperText(text: string): PaperText | { errors: string[] } {
  const head = new Map<string, string>();
  const blocks: Block[] = [];
  const errors: string[] = [];
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = raw.trim();
    if (!line) return;
    const header = /^#\s*([^：:]+)[：:]\s*(.*)$/.exec(line);
    const start = /^\[([^\]]{1,10})\]\s*([a-z]+|\p{Script=Han}{2,3})$/u.exec(line);
    const field = /^([^：:]{1,4})[：:]\s*(.*)$/.exec(line);
    if (header?.[1]) head.set(header[1].trim(), (header[2] ?? '').trim());
    else if (start?.[1] && start[2]) blocks.push({ line: i + 1, section: start[1], type: start[2], fields: new Map() });
    else if (field?.[1] && blocks.length > 0) blocks[blocks.length - 1]?.fields.set(field[1], (field[2] ?? '').trim());
    else errors.push(`第 ${i + 1} 行看不懂：${line.slice(0, 20)}`);
  });
  const title = head.get('标题') ?? '';
  const volume = volumeKeyOf(head.get('册') ?? '');
  const minutes = Number(head.get('时间') ?? '');
  if (!title || title.length > 40) errors.push('请写「# 标题：」，最多 40 个字');
  if (!volume) errors.push('请写「# 册：」，如 一年级上册（或 g1a）');
  if (!Number.isInteger(minutes) || minutes < 1 || minutes > MAX_MINUTES)
    errors.push(`请写「# 时间：」，1 到 ${MAX_MINUTES} 分钟`);
  if (blocks.length === 0) errors.push('试卷里还没有题');
  if (blocks.length > MAX_QUESTIONS) errors.push(`一份试卷最多 ${MAX_QUESTIONS} 题`);
  const questions: StoredQuestion[] = [];
  for (const block of blocks) {
    const q = toQuestion(block);
    if (typeof q === 'string') errors.push(q);
    else questions.push(q);
  }
  return errors.length > 0 ? { errors } : { title, volume, minutes, questions };
}
