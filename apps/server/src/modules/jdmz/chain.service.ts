import { randomInt } from 'node:crypto';
import type { AccountRepository, IdiomGameRow, JdmzRepository } from '@yuwen/db';
import type { ChainMode, ChainRound } from '@yuwen/protocol';
import { seededRandom } from '../../lib/seeded-random.js';
import { AppError } from '../../plugins/app-error.js';
import {
  type ChainState,
  computerMove,
  connects,
  endOf,
  hintFor,
  movePoints,
  openingMove,
  roundPoints,
} from './chain-rules.js';
import { chainIdiom, type KnownIdiomIndex } from './known-idioms.js';

const NO_ROUND = '没有找到这一局接龙，重新开一局吧';
const OVER = '这一局已经结束了，再开一局吧';
const HAN = /^\p{Script=Han}+$/u;
export const NOT_READY = '成语还没有准备好，过一会儿再来吧';

/** Grades that play by syllable unless they choose: 学前, 一年级 and 二年级. */
const SYLLABLE_GRADES = new Set(['学前', '1', '2']);

type Status = ChainRound['status'];

/** 成语接龙: the pupil and the computer take turns; every round is the pupil's own. */
export class ChainService {
  constructor(
    private readonly repo: JdmzRepository,
    private readonly accounts: Pick<AccountRepository, 'findUserById'>,
    private readonly known: () => Promise<KnownIdiomIndex>,
    private readonly now: () => number = Date.now,
  ) {}

  async start(userId: number, chosen: ChainMode | undefined): Promise<ChainRound> {
    const mode = chosen ?? (await this.defaultMode(userId));
    const seed = randomInt(1, 2 ** 31 - 1);
    const opening = openingMove(await this.known(), mode, seededRandom(seed));
    if (!opening) throw AppError.failed(NOT_READY);
    const state: ChainState = {
      chain: [{ idiom: opening.idiom, pinyin: opening.pinyin, by: 'computer', points: 0 }],
      next: endOf(opening),
      hint: '',
    };
    const id = await this.repo.insertGame({
      user_id: userId,
      kind: 'chain',
      mode,
      seed,
      state: JSON.stringify(state),
      created_at: this.now(),
    });
    return present(id, mode, 'playing', state);
  }

  /**
   * The pupil's idiom: it must be an idiom of the dictionary, follow the last one and be new in the
   * round; anything else is refused with what to do, and the round stays as it was.
   */
  async move(userId: number, id: number, answer: string): Promise<ChainRound> {
    const { row, mode, state } = await this.open(userId, id);
    const text = answer.replace(/\s+/g, '');
    if (!HAN.test(text)) throw AppError.badRequest('请用汉字写成语');
    if (state.chain.some((link) => link.idiom === text))
      throw AppError.badRequest(`「${text}」这一局已经用过了，换一个吧`);
    const index = await this.known();
    const idiom = index.byText.get(text) ?? (await this.catalogueIdiom(text));
    if (!connects(state.next, { char: idiom.first, syllable: idiom.firstSyllable }, mode)) {
      const sound = mode === 'syllable' && state.next.syllable ? `或读“${state.next.syllable}”的字` : '';
      throw AppError.badRequest(`要用“${state.next.char}”${sound}开头的成语哦`);
    }
    const random = seededRandom(row.seed + state.chain.length);
    const chain = [
      ...state.chain,
      { idiom: idiom.idiom, pinyin: idiom.pinyin, by: 'pupil' as const, points: movePoints(state) },
    ];
    const reply = computerMove(index, { chain, next: endOf(idiom) }, mode, random);
    const next: ChainState = reply
      ? {
          chain: [...chain, { idiom: reply.idiom, pinyin: reply.pinyin, by: 'computer', points: 0 }],
          next: endOf(reply),
          hint: '',
        }
      : { chain, next: endOf(idiom), hint: '' };
    return this.save(row, mode, next, reply ? 'playing' : 'won');
  }

  /** A hint for this turn (the same one when asked again); the idiom found with it earns fewer points. */
  async hint(userId: number, id: number): Promise<ChainRound> {
    const { row, mode, state } = await this.open(userId, id);
    if (state.hint !== '') return present(row.id, mode, 'playing', state);
    const hint = hintFor(await this.known(), state, mode, seededRandom(row.seed - state.chain.length));
    if (hint === '') throw AppError.badRequest('墨墨也想不出能接的成语了，你可以自己想想，或者结束这一局');
    return this.save(row, mode, { ...state, hint }, 'playing');
  }

  /** The pupil stops: the round is kept with its points. Ending an ended round answers it as it is. */
  async end(userId: number, id: number): Promise<ChainRound> {
    const row = await this.repo.findGame(id, userId, 'chain');
    if (!row) throw AppError.notFound(NO_ROUND);
    const state = JSON.parse(row.state) as ChainState;
    const mode = row.mode as ChainMode;
    if (row.finished_at > 0) return present(row.id, mode, statusOf(row), state);
    return this.save(row, mode, state, 'ended');
  }

  private async defaultMode(userId: number): Promise<ChainMode> {
    const user = await this.accounts.findUserById(userId);
    return user && SYLLABLE_GRADES.has(user.grade) ? 'syllable' : 'char';
  }

  /** An idiom of the whole dictionary that pupils may not know yet: still a fair answer. */
  private async catalogueIdiom(text: string) {
    const row = await this.repo.findIdiom(text);
    if (!row) throw AppError.badRequest(`“${text}”不在成语词典里，再想想`);
    return chainIdiom({ id: row.id, idiom: row.idiom, pinyin: row.pinyin, frequency: 0, tier: 2, meaning: '' });
  }

  private async open(userId: number, id: number) {
    const row = await this.repo.findGame(id, userId, 'chain');
    if (!row) throw AppError.notFound(NO_ROUND);
    if (row.finished_at > 0) throw AppError.badRequest(OVER);
    return { row, mode: row.mode as ChainMode, state: JSON.parse(row.state) as ChainState };
  }

  private async save(row: IdiomGameRow, mode: ChainMode, state: ChainState, status: Status): Promise<ChainRound> {
    const finished = status !== 'playing';
    const saved = await this.repo.updateOpenGame(row.id, {
      state: JSON.stringify(state),
      points: roundPoints(state.chain, status === 'won'),
      total: state.chain.filter((link) => link.by === 'pupil').length,
      ...(finished && { finished_at: this.now(), correct: status === 'won' ? 1 : 0 }),
    });
    if (!saved) throw AppError.badRequest(OVER);
    return present(row.id, mode, status, state);
  }
}

/** A finished round's status: won when the computer gave up (kept in `correct`). */
const statusOf = (row: IdiomGameRow): Status =>
  row.finished_at === 0 ? 'playing' : row.correct === 1 ? 'won' : 'ended';

function present(id: number, mode: ChainMode, status: Status, state: ChainState): ChainRound {
  return {
    id,
    mode,
    status,
    points: roundPoints(state.chain, status === 'won'),
    chain: state.chain,
    next: state.next,
    hint: state.hint,
  };
}
