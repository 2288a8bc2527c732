import type { PoemAudioRepository } from '@yuwen/db';
import type { PoemAudio, PoemAudioCandidate } from '@yuwen/protocol';
import { firstLine } from '../../lib/first-line.js';
import { AppError } from '../../plugins/app-error.js';
import { requireRole, type SessionUser } from '../../plugins/auth.plugin.js';
import type { MediaSource } from '../../plugins/media-sender.js';
import { poemAudioUrl, presentPoemAudio } from './poem-audio.presenter.js';

/** How many poems a title search answers (a title stands in a few collections at most). */
const CANDIDATE_LIMIT = 20;

/**
 * Where the recordings are kept: the recitation store on its poem-audio folder (app.ts passes it),
 * so the content check and the random names are the recitations' own.
 */
export interface PoemAudioFiles {
  save(bytes: Buffer | undefined): Promise<{ file: string; format: { mime: string } }>;
  /** Where a stored recording is served from; undefined for a name the store never gives. */
  source(file: string): MediaSource | undefined;
  remove(file: string): Promise<void>;
  files(): Promise<{ file: string; modifiedAt: number }[]>;
}

/** A file younger than this may be an upload whose row is being written; the sweep leaves it. */
const ORPHAN_MIN_AGE_MS = 60 * 60 * 1000;

/** Teachers' recordings of poems (issue 6): uploaded and removed by teachers and admins, heard by all. */
export class PoemAudioService {
  constructor(
    private readonly audio: PoemAudioRepository,
    private readonly store: PoemAudioFiles,
  ) {}

  /** Checks the role and the content, keeps the file and replaces the poem's earlier recording. */
  async upload(user: Pick<SessionUser, 'id' | 'role'>, poemId: number, bytes: Buffer | undefined, now = Date.now()) {
    requireRole(user, 'teacher');
    if (!(await this.audio.findPoem(poemId))) throw AppError.notFound('诗文不存在');
    const { file, format } = await this.store.save(bytes);
    const size = bytes?.length ?? 0;
    const replaced = await this.audio.replace({
      poem_id: poemId,
      file,
      mime: format.mime,
      size,
      uploaded_by: user.id,
      created_at: now,
    });
    if (replaced) await this.store.remove(replaced);
    const saved = (await this.list(user)).find((a) => a.poem_id === poemId);
    if (!saved) throw AppError.notFound('诗文不存在');
    return saved;
  }

  async list(user: Pick<SessionUser, 'role'>): Promise<PoemAudio[]> {
    requireRole(user, 'teacher');
    return (await this.audio.list()).map(presentPoemAudio);
  }

  /** Poems to record, found by title (a few, in collection order: the 必背 list first). */
  async candidates(user: Pick<SessionUser, 'role'>, keyword: string): Promise<PoemAudioCandidate[]> {
    requireRole(user, 'teacher');
    const rows = await this.audio.findPoemsByTitle(keyword, CANDIDATE_LIMIT);
    return rows.map((r) => ({
      poem_id: r.id,
      title: r.title,
      author: r.author,
      dynasty: r.dynasty,
      collection_name: r.collection_name,
      first_line: firstLine(r.content),
      recorded: r.audio_id !== null,
    }));
  }

  async remove(user: Pick<SessionUser, 'role'>, poemId: number) {
    requireRole(user, 'teacher');
    const file = await this.audio.remove(poemId);
    if (file) await this.store.remove(file);
    return { poem_id: poemId, deleted: file !== undefined };
  }

  /**
   * Removes recordings no row points at any more: a re-import that drops a poem deletes its row
   * (with the poem) but cannot reach the disk. Run once after start; answers how many went.
   */
  async removeOrphans(now = Date.now()): Promise<number> {
    const kept = new Set(await this.audio.listFiles());
    const orphans = (await this.store.files()).filter(
      ({ file, modifiedAt }) => !kept.has(file) && now - modifiedAt > ORPHAN_MIN_AGE_MS,
    );
    for (const { file } of orphans) await this.store.remove(file);
    return orphans.length;
  }

  /** The address of a teacher's recording of the poem, or '' when no teacher recorded it. */
  async urlFor(poemId: number): Promise<string> {
    const row = await this.audio.findByPoem(poemId);
    return row ? poemAudioUrl(row.file) : '';
  }

  /** Where a stored recording is and its type, for anyone (teaching material); undefined for names we did not store. */
  async file(name: string): Promise<{ source: MediaSource; mime: string } | undefined> {
    const row = await this.audio.findByFile(name);
    const source = row ? this.store.source(row.file) : undefined;
    return row && source ? { source, mime: row.mime } : undefined;
  }
}
