import type { PoemRepository, PoemStudyRepository, PoetRepository } from '@yuwen/db';
import type { PoetInfo, PoetSummary } from '@yuwen/protocol';
import { presentBio, tidyBiography } from '../../lib/biography.js';
import { AppError } from '../../plugins/app-error.js';
import { presentPoet, presentWork } from './poet.presenter.js';

/** How long the author list is kept: it changes only when the importer runs. */
const LIST_CACHE_MS = 60_000;

/** 名人名篇 (issue 6): the authors of our collections, their biographies and works. */
export class PoetService {
  private cached: { at: number; list: PoetSummary[] } | undefined;

  constructor(
    private readonly poets: PoetRepository,
    private readonly poems: PoemRepository,
    private readonly bios: PoemStudyRepository,
  ) {}

  async list(now = Date.now()): Promise<PoetSummary[]> {
    if (this.cached && now - this.cached.at < LIST_CACHE_MS) return this.cached.list;
    const list = (await this.poets.listAuthors()).map(presentPoet);
    this.cached = { at: now, list };
    return list;
  }

  /**
   * One author with our modern biography and the classical one; an author with no poem in our
   * collections is not found.
   */
  async info(name: string, dynasty: string): Promise<PoetInfo> {
    const [works, biography, bio] = await Promise.all([
      this.poets.listWorks(name, dynasty),
      this.poems.findBiography(name, dynasty),
      this.bios.findPoetBio(name),
    ]);
    if (works.length === 0) throw AppError.notFound('没有找到这位作者的作品');
    return {
      name,
      dynasty,
      bio: presentBio(bio, dynasty),
      biography: tidyBiography(biography),
      works: works.map(presentWork),
    };
  }
}
