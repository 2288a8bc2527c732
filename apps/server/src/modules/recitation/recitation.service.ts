import type { RecitationRepository, RecitationRow } from '@yuwen/db';
import type { PoemRecite, RecitationRecord } from '@yuwen/protocol';
import { AppError } from '../../plugins/app-error.js';
import type { MediaSource } from '../../plugins/media-sender.js';
import type { AudioStore } from '../../storage/audio-store.js';
import type { AccountCleanup } from '../user/account-deletion.service.js';
import { presentProgress, presentRecording } from './recitation.presenter.js';

/** Recitation (issue 6): kept recordings per poem and practice progress, each pupil's own only. */
export class RecitationService {
  constructor(
    private readonly recitations: RecitationRepository,
    private readonly store: AudioStore,
    /** Someone else's recording this viewer may hear (a teacher, one handed in to them), else undefined. */
    private readonly sharedWith: (viewerId: number, id: number) => Promise<RecitationRow | undefined>,
  ) {}

  private async poem(poemId: number) {
    const poem = await this.recitations.findPoem(poemId);
    if (!poem) throw AppError.notFound('诗文不存在');
    return poem;
  }

  /** Keeps an uploaded recording of a poem; recording a poem counts as practising it. */
  async upload(
    userId: number,
    moduleId: number,
    poemId: number,
    bytes: Buffer | undefined,
    now = Date.now(),
  ): Promise<RecitationRecord> {
    const poem = await this.poem(poemId);
    const { file, format } = await this.store.save(bytes);
    const row = {
      user_id: userId,
      poem_id: poemId,
      module_id: moduleId,
      file,
      mime: format.mime,
      size: bytes?.length ?? 0,
      resource_name: poem.title,
      resource_p_name: poem.collection_name,
      created_at: now,
    };
    try {
      const id = await this.recitations.addRecording(row);
      await this.recitations.raiseStage(userId, poemId, 0, now);
      return presentRecording({ id, ...row });
    } catch (error) {
      await this.store.remove(file);
      throw error;
    }
  }

  async list(userId: number, poemId: number): Promise<RecitationRecord[]> {
    const rows = await this.recitations.listRecordings(userId, poemId);
    return rows.map(presentRecording);
  }

  /**
   * Where a recording is stored, and its type: the user's own, or one shared with them (handed in to
   * them as a teacher); any other is "not found".
   */
  async audio(userId: number, id: number): Promise<{ source: MediaSource; mime: string }> {
    const row = (await this.recitations.findRecording(userId, id)) ?? (await this.sharedWith(userId, id));
    const source = row ? this.store.source(row.file) : undefined;
    if (!row || !source) throw AppError.notFound('录音不存在');
    return { source, mime: row.mime };
  }

  /**
   * Account deletion: the files of every recording of the user are read before the user row goes
   * (the rows go with it) and removed after, so a failed deletion loses no recording.
   */
  readonly accountCleanup: AccountCleanup = async (userId) => {
    const files = await this.recitations.recordingFiles(userId);
    return async () => {
      for (const file of files) await this.store.remove(file);
    };
  };

  async remove(userId: number, id: number): Promise<{ id: number; deleted: boolean }> {
    const row = await this.recitations.findRecording(userId, id);
    if (!row || !(await this.recitations.deleteRecording(userId, id))) throw AppError.notFound('录音不存在');
    await this.store.remove(row.file);
    return { id, deleted: true };
  }

  async progress(userId: number, poemIds: readonly number[]): Promise<PoemRecite[]> {
    const rows = await this.recitations.progress(userId, poemIds);
    const byPoem = new Map(rows.map((r) => [r.poem_id, r]));
    return poemIds.map((id) => presentProgress(id, byPoem.get(id)));
  }

  /** Records a finished practice mode; progress only moves forward. */
  async finishStage(userId: number, poemId: number, stage: number, now = Date.now()): Promise<PoemRecite> {
    await this.poem(poemId);
    await this.recitations.raiseStage(userId, poemId, stage, now);
    const [progress] = await this.progress(userId, [poemId]);
    if (!progress) throw AppError.notFound('诗文不存在');
    return progress;
  }
}
