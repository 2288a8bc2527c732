import { randomBytes } from 'node:crypto';
import type { BpcyRepository, WordListRow } from '@yuwen/db';
import type { WordList } from '@yuwen/protocol';
import { AppError } from '../../plugins/app-error.js';
import { requireRole, type SessionUser } from '../../plugins/auth.plugin.js';
import { checkWordList } from './word-selection.js';
import type { WordsService } from './words.service.js';

/** Letters and digits of a share code, without those read alike (0/O, 1/I/L). */
const CODE_CHARS = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 6;
/** Codes drawn before giving up (31^6 codes: a clash is already rare). */
const CODE_TRIES = 5;
/** Most lists one teacher keeps. */
const LISTS_PER_TEACHER = 100;

function drawCode(): string {
  return [...randomBytes(CODE_LENGTH)].map((byte) => CODE_CHARS[byte % CODE_CHARS.length]).join('');
}

function presentList(row: WordListRow): WordList {
  return {
    code: row.code,
    name: row.name,
    words: JSON.parse(row.words) as string[],
    created_at: Number(row.created_at),
  };
}

/**
 * Teachers' word lists for 听写 (issue 14): a teacher writes a named list and shares its code;
 * any pupil opens it by the code and the dictation and its results are the pupil's own. There are
 * no classes yet, so a list reaches pupils only by its code.
 */
export class WordListService {
  constructor(
    private readonly repo: BpcyRepository,
    private readonly words: WordsService,
  ) {}

  async create(user: Pick<SessionUser, 'id' | 'role'>, name: string, text: string, now = Date.now()) {
    requireRole(user, 'teacher');
    const words = checkWordList(text);
    if ((await this.repo.listWordLists(user.id)).length >= LISTS_PER_TEACHER)
      throw AppError.badRequest(`最多保存${LISTS_PER_TEACHER}份词语单，请先删掉不用的`);
    for (let i = 0; i < CODE_TRIES; i += 1) {
      const row = { code: drawCode(), owner_id: user.id, name, words: JSON.stringify(words), created_at: now };
      if (await this.repo.insertWordList(row)) return presentList({ id: 0, ...row });
    }
    throw new Error('no free word list code');
  }

  async mine(user: Pick<SessionUser, 'id' | 'role'>): Promise<WordList[]> {
    requireRole(user, 'teacher');
    return (await this.repo.listWordLists(user.id)).map(presentList);
  }

  async remove(user: Pick<SessionUser, 'id' | 'role'>, code: string) {
    requireRole(user, 'teacher');
    return { code, deleted: await this.repo.removeWordList(user.id, code) };
  }

  /** A list by its code, its words ready to dictate. */
  async open(code: string) {
    const row = await this.repo.findWordList(code);
    if (!row) throw AppError.notFound('没有找到这份词语单，请核对编号');
    return { code: row.code, name: row.name, words: await this.words.present(JSON.parse(row.words) as string[]) };
  }
}
