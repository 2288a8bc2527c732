import type { HzzyTrainingRepository } from '@yuwen/db';
import { GAME_PAIRS } from '@yuwen/protocol';
import { AppError } from '../../../plugins/app-error.js';
import { originFormUrl, originScriptName } from '../../media/media.service.js';
import type { ComponentService } from '../component.service.js';
import { Cached } from '../hzzy.service.js';
import { ancientRound, buildRound, type OriginChar } from './game-rounds.js';

/** A 组字 family needs two common characters, so that the radical is what tells them apart. */
const FAMILY_MIN = 2;

/** The pairs of 古文字配对 and 组字 rounds (the points are recorded by HzzyTrainingService). */
export class GameService {
  private readonly origins: Cached<OriginChar[]>;

  constructor(
    repo: HzzyTrainingRepository,
    private readonly components: ComponentService,
    private readonly random: () => number = Math.random,
    now: () => number = Date.now,
  ) {
    this.origins = new Cached(async () => {
      const byChar = new Map<number, { id: number; char: string; kinds: string[] }>();
      for (const row of await repo.levelOneOrigins()) {
        const entry = byChar.get(row.id) ?? { id: row.id, char: row.char, kinds: [] };
        entry.kinds.push(row.kind);
        byChar.set(row.id, entry);
      }
      return [...byChar.values()];
    }, now);
  }

  async pairs(mode: 'ancient' | 'build') {
    if (mode === 'ancient') {
      const ancient = ancientRound(await this.origins.get(), originScriptName, originFormUrl, this.random);
      if (ancient.length < GAME_PAIRS) throw AppError.notFound('有古文字图片的常用字不够一局');
      return { mode, ancient, build: [] };
    }
    const build = buildRound(await this.components.commonFamilies(FAMILY_MIN), this.random);
    if (build.length < GAME_PAIRS) throw AppError.notFound('能组字的常用字不够一局');
    return { mode, ancient: [], build };
  }
}
