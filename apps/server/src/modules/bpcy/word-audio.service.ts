import type { BpcyRepository } from '@yuwen/db';
import { WORD_AUDIO_PATH, type WordAudio } from '@yuwen/protocol';
import { requireRole, type SessionUser } from '../../plugins/auth.plugin.js';
import type { MediaSource } from '../../plugins/media-sender.js';
import type { AudioStore } from '../../storage/audio-store.js';

/** The public address of a stored teacher recording of a word. */
export const wordAudioUrl = (file: string) => `${WORD_AUDIO_PATH}/${file}`;

/**
 * Teachers' recordings of words (issue 14): uploaded and removed by teachers and admins, one per
 * word, said by 听写 wherever the word is dictated. Kept by the recordings' store (folder
 * word-audio), so the content check and the random names are the recitations' own.
 */
export class WordAudioService {
  constructor(
    private readonly repo: BpcyRepository,
    private readonly store: Pick<AudioStore, 'save' | 'source' | 'remove'>,
  ) {}

  /** Checks the role and the content, keeps the file and replaces the word's earlier recording. */
  async upload(
    user: Pick<SessionUser, 'id' | 'role'>,
    word: string,
    bytes: Buffer | undefined,
    now = Date.now(),
  ): Promise<WordAudio> {
    requireRole(user, 'teacher');
    const { file, format } = await this.store.save(bytes);
    const row = { word, file, mime: format.mime, size: bytes?.length ?? 0, uploaded_by: user.id, created_at: now };
    let replaced: string | undefined;
    try {
      replaced = await this.repo.replaceWordAudio(row);
    } catch (error) {
      // No row points at the file: it would never be served or swept.
      await this.store.remove(file);
      throw error;
    }
    if (replaced) await this.store.remove(replaced);
    return { word, url: wordAudioUrl(file), mime: row.mime, size: row.size, created_at: now };
  }

  async remove(user: Pick<SessionUser, 'role'>, word: string) {
    requireRole(user, 'teacher');
    const file = await this.repo.removeWordAudio(word);
    if (file) await this.store.remove(file);
    return { word, deleted: file !== undefined };
  }

  /** Where a stored recording is and its type, for anyone (teaching material); undefined for names we did not store. */
  async file(name: string): Promise<{ source: MediaSource; mime: string } | undefined> {
    const row = await this.repo.findWordAudioFile(name);
    const source = row ? this.store.source(row.file) : undefined;
    return row && source ? { source, mime: row.mime } : undefined;
  }
}
