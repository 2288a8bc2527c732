import type { SxydRepository } from '@yuwen/db';
import { CODE, type Track, type TrackGroup } from '@yuwen/protocol';
import { AppError } from '../../plugins/app-error.js';
import type { BpydService } from '../bpyd/bpyd.service.js';
import type { PoemService } from '../poem/poem.service.js';

/** The poems listed: 小学必背古诗, grouped by the grade bands of our arrangement. */
const POEM_COLLECTION = 'bibei75';
const BAND_NAMES: Readonly<Record<string, string>> = {
  '1-2': '一二年级古诗',
  '3-4': '三四年级古诗',
  '5-6': '五六年级古诗',
};
const NO_TRACK = '没有找到这一篇，换一篇听听吧';

/** 〔唐〕李白; the author alone when the dynasty is not known. */
const byline = (author: string, dynasty: string) => (author && dynasty ? `〔${dynasty}〕${author}` : author);

/**
 * 视听阅读's tracks: the poems as the poem pages serve them (with a teacher's recording when one was
 * uploaded) and the primers' chapters as the reading library serves them — both with the syllable
 * recordings per character, so the page can read along when no recording of the whole text exists.
 */
export class TracksService {
  constructor(
    private readonly repo: SxydRepository,
    private readonly poems: Pick<PoemService, 'content'>,
    private readonly books: Pick<BpydService, 'chapter'>,
  ) {}

  async groups(): Promise<TrackGroup[]> {
    const [poems, chapters] = await Promise.all([
      this.repo.listPoems(POEM_COLLECTION),
      this.repo.listClassicChapters(),
    ]);
    const groups = new Map<string, TrackGroup>();
    const add = (key: string, name: string) => {
      const group = groups.get(key) ?? { key, name, tracks: [] };
      groups.set(key, group);
      return group;
    };
    for (const poem of poems)
      add(`poems-${poem.grade_band || 'more'}`, BAND_NAMES[poem.grade_band] ?? '更多古诗').tracks.push({
        key: `poem-${poem.id}`,
        title: poem.title,
        byline: byline(poem.author, poem.dynasty),
        teacher: poem.audio_id !== null,
      });
    for (const chapter of chapters)
      add(`book-${chapter.key}`, chapter.book).tracks.push({
        key: `book-${chapter.book_id}-${chapter.sort}`,
        title: chapter.title,
        byline: chapter.book,
        teacher: false,
      });
    return [...groups.values()];
  }

  /** A track by its key (checked by the call's schema); an unknown one answers "not found" in our words. */
  async track(userId: number, key: string): Promise<Track> {
    const [kind, first, second] = key.split('-');
    try {
      if (kind === 'poem') {
        const poem = await this.poems.content(userId, Number(first));
        return {
          key,
          title: poem.title,
          byline: byline(poem.author, poem.dynasty),
          lines: poem.lines,
          pinyin: poem.pinyin,
          audio: poem.audio,
          teacher_audio: poem.teacher_audio,
        };
      }
      const chapter = await this.books.chapter(Number(first), Number(second));
      return {
        key,
        title: chapter.title,
        byline: chapter.book_title,
        lines: chapter.lines,
        pinyin: chapter.pinyin,
        audio: chapter.audio,
        teacher_audio: '',
      };
    } catch (error) {
      if (error instanceof AppError && error.code === CODE.notFound) throw AppError.notFound(NO_TRACK);
      throw error;
    }
  }
}
