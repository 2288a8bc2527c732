import type { SyllableAudio } from '@yuwen/protocol';
import { AppError } from '../../plugins/app-error.js';
import { requireRole, type SessionUser } from '../../plugins/auth.plugin.js';
import { checkRecording } from '../../storage/audio-store.js';
import type { FileStorage } from '../../storage/file-storage.js';
import {
  type MediaService,
  pronunciationUrl,
  type Recording,
  SYLLABLE_AUDIO_FOLDER,
  syllableAudioKey,
} from '../media/media.service.js';
import type { HzzyService } from './hzzy.service.js';
import { markTone } from './pinyin-inventory.js';

/**
 * Teachers' recordings of the readings the voice package lacks (issue 20 item 9: 标 biāo, 休 xiū,
 * the final o …): teachers and admins list the gaps, record one, replace or remove it. The media
 * service serves an upload at the reading's usual address, so every page that plays the reading
 * plays it; a package recording is never replaced.
 */
export class SyllableAudioService {
  constructor(
    private readonly hzzy: Pick<HzzyService, 'readingExamples' | 'recordingsChanged'>,
    private readonly media: Pick<MediaService, 'recordingFiles'>,
    private readonly storage: Pick<FileStorage, 'put' | 'remove' | 'list'>,
  ) {}

  /** The readings with no package recording, those still silent first, then by reading. */
  async list(user: Pick<SessionUser, 'role'>): Promise<SyllableAudio[]> {
    requireRole(user, 'teacher');
    const [examples, recordings] = await Promise.all([this.hzzy.readingExamples(), this.media.recordingFiles()]);
    return [...examples]
      .filter(([key]) => recordings.get(key)?.kind !== 'package')
      .map(([key, example]) => present(key, example, recordings.get(key)))
      .sort((a, b) => Number(a.url !== '') - Number(b.url !== '') || a.reading.localeCompare(b.reading, 'zh'));
  }

  async upload(
    user: Pick<SessionUser, 'role'>,
    syllable: string,
    tone: number,
    upload: Buffer | undefined,
  ): Promise<SyllableAudio> {
    requireRole(user, 'teacher');
    const key = `${syllable}${tone}`;
    const [examples, recordings] = await Promise.all([this.hzzy.readingExamples(), this.media.recordingFiles()]);
    const example = examples.get(key);
    if (!example) throw AppError.badRequest(`字表里没有读 ${markTone(syllable, tone)} 的字`);
    if (recordings.get(key)?.kind === 'package') throw AppError.badRequest(`${markTone(syllable, tone)} 已经有录音了`);
    const { bytes, format } = await checkRecording(upload);
    const stored = syllableAudioKey(key, format.ext);
    await this.storage.put(stored, bytes, format.mime);
    // An earlier upload in another format would otherwise stay beside the new one.
    await this.removeUploads(key, stored);
    this.hzzy.recordingsChanged();
    return present(key, example, { kind: 'uploaded', key: stored, type: format.mime });
  }

  async remove(user: Pick<SessionUser, 'role'>, syllable: string, tone: number) {
    requireRole(user, 'teacher');
    const key = `${syllable}${tone}`;
    const deleted = await this.removeUploads(key);
    if (deleted) this.hzzy.recordingsChanged();
    return { reading: markTone(syllable, tone), deleted };
  }

  /** Removes the uploads of a reading except `keep`; answers whether there was any. */
  private async removeUploads(reading: string, keep?: string): Promise<boolean> {
    const prefix = `${SYLLABLE_AUDIO_FOLDER}/${reading}.`;
    const old = (await this.storage.list(SYLLABLE_AUDIO_FOLDER)).filter(
      ({ key }) => key.startsWith(prefix) && key !== keep,
    );
    await Promise.all(old.map(({ key }) => this.storage.remove(key)));
    return old.length > 0;
  }
}

function present(key: string, example: string, recording: Recording | undefined): SyllableAudio {
  const syllable = key.slice(0, -1);
  const tone = Number(key.slice(-1));
  return {
    syllable,
    tone,
    reading: markTone(syllable, tone),
    example,
    url: recording ? pronunciationUrl(syllable, tone) : '',
  };
}
