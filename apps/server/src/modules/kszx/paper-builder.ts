import { type AnswerValue, type QuestionType, type WrittenStrokes, writtenStrokesSchema } from '@yuwen/protocol';
import {
  type Dictation,
  otherTones,
  pickDistinct,
  type QuestionChar,
  type QuestionWord,
  readQuestion,
  recogniseQuestion,
  shuffled,
  writeQuestion,
} from '../../lib/character-questions.js';

/** A question as kept on the server: what the pupil sees plus the answer. */
export interface StoredQuestion {
  section: string;
  type: QuestionType;
  prompt: string;
  hint: string;
  options: string[];
  left: string[];
  right: string[];
  /** 写字 on the stroke-checked board: the character to write (its stroke data is served by an address that hides it); '' otherwise. */
  write: string;
  /** null for 写话, which a teacher marks. */
  answer: AnswerValue | null;
  /** The right answer in words, shown after hand-in. */
  answer_text: string;
  /** 填空 written by a teacher: more answers marked right besides `answer` (absent on older questions). */
  also?: string[];
}

/** A character of the textbook with its stroke count (判断). */
export interface PaperChar extends QuestionChar {
  strokeCount: number;
}

/** A poem linked from the textbook (a lesson's classic or a 日积月累 poem). */
export interface PaperPoem {
  title: string;
  author: string;
  dynasty: string;
  content: string;
}

/** Everything a paper is made from, in a fixed order so the same seed makes the same paper. */
export interface PaperMaterial {
  /** The lessons the paper covers, in book order. */
  lessons: readonly { title: string; shizi: string; xiezi: string; words: readonly string[] }[];
  /** The characters of the lessons found in the character table, by character. */
  chars: ReadonlyMap<string, PaperChar>;
  /** Wrong choices come from here (the volume's characters). */
  pool: readonly QuestionChar[];
  /** Common words of each character (组词 and 写字's context when a lesson prints none). */
  wordsOf: ReadonlyMap<string, readonly QuestionWord[]>;
  dictation: Dictation;
  poems: readonly PaperPoem[];
  /** Poets to offer beside the right ones in 作者连线 and 判断. */
  otherAuthors: readonly string[];
}

/** How many questions of each section a paper holds. */
export interface PaperShape {
  read: number;
  write: number;
  word: number;
  poemBlank: number;
  judge: number;
}

export const UNIT_SHAPE: PaperShape = { read: 4, write: 3, word: 3, poemBlank: 2, judge: 3 };
export const FINAL_SHAPE: PaperShape = { read: 6, write: 4, word: 4, poemBlank: 3, judge: 4 };
/** Most pairs in one 作者连线. */
const MATCH_PAIRS = 4;
const BLANK = '（　　）';
const JUDGE_TEXT = (right: boolean) => (right ? '对' : '错');

const base = { options: [] as string[], left: [] as string[], right: [] as string[], write: '' };

/** The characters of these lessons' tables (会写 or 会认), each once, in book order. */
const charsOf = (material: PaperMaterial, table: 'shizi' | 'xiezi') =>
  [...new Set(material.lessons.flatMap((lesson) => [...lesson[table]]))]
    .map((char) => material.chars.get(char))
    .filter((c): c is PaperChar => c !== undefined);

/** Each character's printed lesson words, worked out once per material. */
const printedWords = new WeakMap<PaperMaterial, Map<string, QuestionWord[]>>();

/** The lesson words holding a character, else its common words. */
function wordsFor(material: PaperMaterial, char: string): readonly QuestionWord[] {
  let printed = printedWords.get(material);
  if (!printed) {
    printed = new Map();
    for (const word of new Set(material.lessons.flatMap((lesson) => lesson.words))) {
      if (word.length < 2) continue;
      for (const c of new Set(word)) printed.set(c, [...(printed.get(c) ?? []), { word, pinyin: '' }]);
    }
    printedWords.set(material, printed);
  }
  return printed.get(char) ?? material.wordsOf.get(char) ?? [];
}

function readSection(material: PaperMaterial, n: number, random: () => number): StoredQuestion[] {
  const out: StoredQuestion[] = [];
  for (const target of shuffled(charsOf(material, 'shizi'), random)) {
    if (out.length === n) break;
    const q = readQuestion(target, material.pool, random);
    if (!q) continue;
    out.push({
      ...base,
      section: '读音',
      type: 'radio',
      prompt: `「${target.char}」的读音是哪一个？`,
      hint: '',
      options: q.options,
      answer: q.answer,
      answer_text: q.options[q.answer] ?? '',
    });
  }
  return out;
}

function writeSection(material: PaperMaterial, n: number, random: () => number): StoredQuestion[] {
  const out: StoredQuestion[] = [];
  for (const target of shuffled(charsOf(material, 'xiezi'), random)) {
    if (out.length === n) break;
    const q = writeQuestion(target, wordsFor(material, target.char), material.dictation, random);
    if (!q) continue;
    out.push({
      ...base,
      section: '写字',
      type: 'input',
      prompt: q.prompt ? `看拼音，写汉字：${q.prompt}` : '看拼音，写汉字',
      hint: q.hint,
      write: target.char,
      answer: true,
      answer_text: target.char,
    });
  }
  return out;
}

function wordSection(material: PaperMaterial, n: number, random: () => number): StoredQuestion[] {
  const targets = charsOf(material, 'xiezi').concat(charsOf(material, 'shizi'));
  const knownWords = new Set(targets.flatMap((t) => wordsFor(material, t.char).map((w) => w.word)));
  const out: StoredQuestion[] = [];
  const asked = new Set<string>();
  for (const target of shuffled([...new Set(targets)], random)) {
    if (out.length === n) break;
    const q = recogniseQuestion(target, wordsFor(material, target.char), material.pool, knownWords, random);
    if (!q || asked.has(q.prompt)) continue;
    asked.add(q.prompt);
    out.push({
      ...base,
      section: '组词',
      type: 'radio',
      prompt: `选字组词：${q.prompt}`,
      hint: q.hint,
      options: q.options,
      answer: q.answer,
      answer_text: q.options[q.answer] ?? '',
    });
  }
  return out;
}

/** The clauses of a poem (split at its punctuation), with their line for context. */
function clausesOf(poem: PaperPoem) {
  return poem.content
    .split('\n')
    .flatMap((line) =>
      line.split(/[，。？！；、,.?!;]/).map((clause) => ({ clause: clause.trim(), line: line.trim() })),
    )
    .filter(({ clause }) => [...clause].length >= 4 && /^\p{Script=Han}+$/u.test(clause));
}

/** 古诗填空: a clause of a poem with two characters left out; the pupil types them. */
function poemBlankSection(material: PaperMaterial, n: number, random: () => number): StoredQuestion[] {
  const out: StoredQuestion[] = [];
  for (const poem of shuffled(material.poems, random)) {
    if (out.length === n) break;
    const picked = shuffled(clausesOf(poem), random)[0];
    if (!picked) continue;
    const chars = [...picked.clause];
    const at = Math.floor(random() * (chars.length - 1));
    const missing = chars.slice(at, at + 2).join('');
    const blanked = [...chars.slice(0, at), BLANK, ...chars.slice(at + 2)].join('');
    out.push({
      ...base,
      section: '古诗填空',
      type: 'input',
      prompt: picked.line.replace(picked.clause, blanked),
      hint: `《${poem.title}》${poem.dynasty ? `${poem.dynasty}·` : ''}${poem.author}`,
      answer: missing,
      answer_text: missing,
    });
  }
  return out;
}

/** 作者连线: the poems' titles on the left, their poets among others on the right. */
function matchSection(material: PaperMaterial, random: () => number): StoredQuestion[] {
  const pairs: PaperPoem[] = [];
  for (const poem of shuffled(material.poems, random)) {
    if (pairs.length < MATCH_PAIRS && poem.author && !pairs.some((p) => p.title === poem.title)) pairs.push(poem);
  }
  if (pairs.length === 0) return [];
  const authors = [...new Set(pairs.map((p) => p.author))];
  // At least three names to choose from, so one poem is still a real choice.
  const extra = pickDistinct(
    shuffled(material.otherAuthors, random),
    new Set(authors),
    Math.max(0, 3 - authors.length),
  );
  const right = shuffled([...authors, ...extra], random);
  const answer = pairs.map((p) => right.indexOf(p.author));
  return [
    {
      ...base,
      section: '作者连线',
      type: 'matching',
      prompt: '把古诗和它的作者连起来。',
      hint: '',
      left: pairs.map((p) => `《${p.title}》`),
      right,
      answer,
      answer_text: pairs.map((p) => `《${p.title}》—${p.author}`).join('；'),
    },
  ];
}

/** 判断: statements about readings, stroke counts and poets, each true or false at random. */
function judgeSection(material: PaperMaterial, n: number, random: () => number): StoredQuestion[] {
  const out: StoredQuestion[] = [];
  const chars = shuffled(charsOf(material, 'xiezi').concat(charsOf(material, 'shizi')), random);
  const poems = shuffled(
    material.poems.filter((p) => p.author),
    random,
  );
  const statement = (prompt: string, truth: boolean, why: string): StoredQuestion => ({
    ...base,
    section: '判断',
    type: 'judge',
    prompt,
    hint: '',
    answer: truth,
    answer_text: truth ? JUDGE_TEXT(true) : `${JUDGE_TEXT(false)}（${why}）`,
  });
  for (let i = 0; out.length < n && i < chars.length * 3; i++) {
    const target = chars[i % chars.length] as PaperChar;
    const truth = random() < 0.5;
    const kind = out.length % 3;
    if (kind === 0 && target.readings[0]) {
      const reading = target.readings[0];
      const wrong = pickDistinct(shuffled(otherTones(reading), random), new Set(target.readings), 1)[0];
      if (!truth && !wrong) continue;
      out.push(statement(`「${target.char}」读作 ${truth ? reading : wrong}。`, truth, `读作 ${reading}`));
    } else if (kind === 1 && target.strokeCount > 1) {
      const shown = truth ? target.strokeCount : target.strokeCount + (random() < 0.5 ? -1 : 1);
      out.push(statement(`「${target.char}」一共有 ${shown} 画。`, truth, `${target.strokeCount} 画`));
    } else if (kind === 2 && poems.length > 0) {
      const poem = poems[out.length % poems.length] as PaperPoem;
      const wrong = pickDistinct(shuffled(material.otherAuthors, random), new Set([poem.author]), 1)[0];
      if (!truth && !wrong) continue;
      out.push(statement(`《${poem.title}》的作者是${truth ? poem.author : wrong}。`, truth, `作者是${poem.author}`));
    } else if (kind === 2) {
      // No poem to ask about: a reading instead.
      const reading = target.readings[0];
      if (!reading) continue;
      out.push(statement(`「${target.char}」读作 ${reading}。`, true, ''));
    }
  }
  return out;
}

/** 写话: a few sentences with two of the covered words, else about a lesson; a teacher marks it. */
function writingSection(material: PaperMaterial, random: () => number): StoredQuestion[] {
  const words = [
    ...new Set(
      charsOf(material, 'xiezi').flatMap((c) =>
        wordsFor(material, c.char)
          .slice(0, 1)
          .map((w) => w.word),
      ),
    ),
  ];
  const lesson = shuffled(material.lessons, random)[0];
  const [first, second] = shuffled(words, random);
  const prompt =
    first && second
      ? `用上「${first}」和「${second}」，写两三句话。`
      : `读了《${lesson?.title ?? '这一单元的课文'}》，你想到了什么？写两三句话。`;
  return [{ ...base, section: '写话', type: 'textarea', prompt, hint: '', answer: null, answer_text: '' }];
}

/**
 * A paper over the material: 读音, 写字 (on the stroke checker), 组词, 古诗填空, 作者连线, 判断 and
 * 写话, in that order; a section the material cannot fill (no poems, no stroke data) is left out.
 * The same material and random source make the same paper.
 */
export function buildPaper(material: PaperMaterial, shape: PaperShape, random: () => number): StoredQuestion[] {
  return [
    ...readSection(material, shape.read, random),
    ...writeSection(material, shape.write, random),
    ...wordSection(material, shape.word, random),
    ...poemBlankSection(material, shape.poemBlank, random),
    ...matchSection(material, random),
    ...judgeSection(material, shape.judge, random),
    ...writingSection(material, random),
  ];
}

/** The questions of one type only (practice by type). */
export function ofType(questions: readonly StoredQuestion[], type: QuestionType): StoredQuestion[] {
  return questions.filter((q) => q.type === type);
}

/** A question's identity in the 错题本, the same whichever paper asked it. */
export function questionKey(q: StoredQuestion): string {
  return `${q.section}|${q.prompt}|${q.hint}|${q.answer_text}`;
}

const normalise = (text: string) => text.replace(/[\s（）()]/g, '');

/** The lines of a 写字 answer, or undefined for a skipped (false) or missing one. */
export function writtenLines(given: AnswerValue | null | undefined): WrittenStrokes | undefined {
  return typeof given === 'object' && given !== null && !Array.isArray(given) ? given : undefined;
}

/**
 * Marks one answer: null for 写话 that was written (the teacher marks it), else right or wrong. A
 * missing answer is wrong. A 写字 answer is right when the stroke checker passed its lines on the
 * server (`writtenRight`, worked out before, since the checker runs asynchronously).
 */
export function markAnswer(
  q: StoredQuestion,
  given: AnswerValue | null | undefined,
  writtenRight = false,
): boolean | null {
  switch (q.type) {
    case 'textarea':
      return typeof given === 'string' && given.trim() !== '' ? null : false;
    case 'radio':
    case 'judge':
      return given === q.answer;
    case 'input':
      if (q.write) return writtenLines(given) !== undefined && writtenRight;
      return (
        typeof given === 'string' &&
        [q.answer, ...(q.also ?? [])].some((a) => typeof a === 'string' && normalise(a) === normalise(given))
      );
    case 'matching':
      return (
        Array.isArray(given) &&
        Array.isArray(q.answer) &&
        given.length === q.answer.length &&
        given.every((v, i) => v === (q.answer as number[])[i])
      );
  }
}

/** The 1-based numbers of matching questions joined only in part (some pairs made, some not). */
export function halfJoined(questions: readonly StoredQuestion[], answers: readonly (AnswerValue | null)[]): number[] {
  return questions.flatMap((q, i) => {
    const given = answers[i];
    if (q.type !== 'matching' || !Array.isArray(given)) return [];
    const joined = given.filter((v) => v >= 0).length;
    return joined > 0 && joined < q.left.length ? [i + 1] : [];
  });
}

/** Whether an answer has the shape its question takes (saved answers are checked as they come). */
export function fitsQuestion(q: StoredQuestion, given: AnswerValue): boolean {
  switch (q.type) {
    case 'radio':
      return typeof given === 'number' && given < q.options.length;
    case 'judge':
      return typeof given === 'boolean';
    case 'input':
      // 写字: the lines written, or false when skipped; never a verdict of the page's own.
      return q.write ? given === false || writtenStrokesSchema.safeParse(given).success : typeof given === 'string';
    case 'textarea':
      return typeof given === 'string';
    case 'matching': {
      if (!Array.isArray(given) || given.length !== q.left.length) return false;
      const joined = given.filter((v) => v >= 0);
      return joined.every((v) => v < q.right.length) && new Set(joined).size === joined.length;
    }
  }
}
