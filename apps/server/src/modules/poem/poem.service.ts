import type { PoemRepository, PoemStudyRepository } from '@yuwen/db';
import type { PoemCollection, PoemContent } from '@yuwen/protocol';
import { presentBio, tidyBiography } from '../../lib/biography.js';
import { firstLine } from '../../lib/first-line.js';
import { AppError } from '../../plugins/app-error.js';
import type { MediaService } from '../media/media.service.js';
import type { PoemAudioService } from '../poem-audio/poem-audio.service.js';
import { alignedPinyin, audioFor, presentStudy, presentSummary } from './poem.presenter.js';

/** Reading poems (issue 6): collections, poem lists and pages, and each pupil's own favourites. */
export class PoemService {
  constructor(
    private readonly poems: PoemRepository,
    private readonly media: MediaService,
    private readonly teacherAudio: Pick<PoemAudioService, 'urlFor'>,
    private readonly studies: PoemStudyRepository,
  ) {}

  async collections(): Promise<PoemCollection[]> {
    const rows = await this.poems.listCollections();
    return rows.map((r) => ({ key: r.key, name: r.name, count: Number(r.count) }));
  }

  /** A page of a collection's poems, marked with the user's favourites. */
  async list(userId: number, collection: string, page: number, pageSize: number) {
    const found = await this.poems.findCollection(collection);
    if (!found) throw AppError.notFound('诗集不存在');
    const { rows, total } = await this.poems.listPoems(collection, (page - 1) * pageSize, pageSize);
    const favorites = await this.poems.favoriteIds(
      userId,
      rows.map((r) => r.id),
    );
    return {
      list: rows.map((r) => presentSummary(r, favorites)),
      total,
      page,
      page_size: pageSize,
      collection_name: found.name,
    };
  }

  /** One poem with pinyin, recordings, our notes, the author's biographies and the user's favourite mark. */
  async content(userId: number, id: number): Promise<PoemContent> {
    const poem = await this.poems.findPoem(id);
    if (!poem) throw AppError.notFound('诗文不存在');
    const lines = poem.content.split('\n');
    const pinyin = alignedPinyin(lines, poem.pinyin);
    const [recorded, biography, bio, study, favorites, teacherAudio] = await Promise.all([
      this.media.recordingFiles(),
      poem.author ? this.poems.findBiography(poem.author, poem.dynasty) : Promise.resolve(''),
      poem.author ? this.studies.findPoetBio(poem.author) : Promise.resolve(undefined),
      this.studies.findStudy(id),
      this.poems.favoriteIds(userId, [id]),
      this.teacherAudio.urlFor(id),
    ]);
    return {
      id: poem.id,
      collection: poem.collection,
      collection_name: poem.collection_name,
      title: poem.title,
      author: poem.author,
      dynasty: poem.dynasty,
      lines,
      pinyin,
      audio: audioFor(pinyin, recorded),
      notes: poem.notes,
      biography: tidyBiography(biography),
      author_bio: presentBio(bio, poem.dynasty),
      study: presentStudy(study),
      favorite: favorites.has(id),
      teacher_audio: teacherAudio,
    };
  }

  async addFavorite(userId: number, poemId: number, now = Date.now()) {
    if (!(await this.poems.addFavorite(userId, poemId, now))) throw AppError.notFound('诗文不存在');
    return { poem_id: poemId, favorite: true };
  }

  async removeFavorite(userId: number, poemId: number) {
    await this.poems.removeFavorite(userId, poemId);
    return { poem_id: poemId, favorite: false };
  }

  /** The user's own favourites, newest first. */
  async favorites(userId: number, page: number, pageSize: number) {
    const [{ rows, total }, collections] = await Promise.all([
      this.poems.listFavorites(userId, (page - 1) * pageSize, pageSize),
      this.poems.listCollections(),
    ]);
    const names = new Map(collections.map((c) => [c.key, c.name]));
    const list = rows.map((r) => ({
      id: r.id,
      collection: r.collection,
      collection_name: names.get(r.collection) ?? '',
      title: r.title,
      author: r.author,
      dynasty: r.dynasty,
      first_line: firstLine(r.content),
      favorite: true,
      grade_band: r.grade_band,
      favorited_at: Number(r.created_at),
    }));
    return { list, total, page, page_size: pageSize };
  }
}
