import type { ZjktLessonWithAuthor, ZjktRepository } from '@yuwen/db';
import {
  CHINESE_CHAR_PATTERN,
  ZJKT_CHARS_MAX,
  ZJKT_IMAGES_MAX,
  type ZjktLesson,
  type ZjktLink,
  type ZjktLinkInput,
} from '@yuwen/protocol';
import { AppError } from '../../plugins/app-error.js';
import { requireRole, type SessionUser } from '../../plugins/auth.plugin.js';
import type { MediaSource } from '../../plugins/media-sender.js';
import { parseImages, parseLinks, presentLesson, presentSummary, type StoredLink } from './zjkt.presenter.js';
import type { ZjktImages } from './zjkt-images.js';
import { SEED_LESSONS } from './zjkt-seed.data.js';

type Reader = Pick<SessionUser, 'id' | 'role'>;

export const MESSAGES = {
  noLesson: '没有这节课',
  notYours: '只能修改自己写的课程',
  noVideo: '没有这个视频，请从媒体库里选一个',
  noPoem: '链接的古诗不存在',
  noTextbookLesson: '链接的课文不存在',
  chars: `汉字链接请只写汉字，最多${ZJKT_CHARS_MAX}个`,
  tooManyImages: `每节课最多${ZJKT_IMAGES_MAX}张插图`,
  noImage: '这张图片不在这节课里',
};

/** What the service needs from elsewhere: the media library's addresses and the textbook's volume names. */
export interface ZjktLookups {
  mediaUrl: (file: string) => string;
  volumeNames: () => Promise<Map<number, string>>;
}

/**
 * 专家课堂 (issue 17): lessons written by teachers and admins, read by pupils once published. A
 * teacher changes only their own lessons (another's answers 只能修改自己写的课程), an admin any. The
 * lessons we wrote are added on this server's first list once the catalogue holds poems.
 */
export class ZjktService {
  private seeded = false;

  constructor(
    private readonly repo: ZjktRepository,
    private readonly images: ZjktImages,
    private readonly lookups: ZjktLookups,
  ) {}

  async list() {
    await this.ensureSeed();
    return (await this.repo.published()).map((row) => presentSummary(row, row.video_id !== null));
  }

  /** A published lesson for anyone; a draft only for who may change it, else "not found" like a missing one. */
  async lesson(user: Reader, id: number): Promise<ZjktLesson> {
    const row = await this.repo.find(id);
    const canEdit = row !== undefined && mayEdit(user, row);
    if (!row || (Number(row.published_at) === 0 && !canEdit)) throw AppError.notFound(MESSAGES.noLesson);
    return this.present(row, canEdit);
  }

  async manageList(user: Reader) {
    requireRole(user, 'teacher');
    const rows = await this.repo.written(user.role === 'admin' ? undefined : user.id);
    return rows.map((row) => presentSummary(row, row.video_id !== null));
  }

  async save(
    user: Reader,
    input: { id?: number | undefined; title: string; text: string; video_id: number; links: ZjktLinkInput[] },
    now = Date.now(),
  ): Promise<ZjktLesson> {
    requireRole(user, 'teacher');
    if (input.id !== undefined) await this.own(user, input.id);
    if (input.video_id > 0 && !(await this.repo.video(input.video_id))) throw AppError.badRequest(MESSAGES.noVideo);
    const fields = {
      title: input.title,
      body: input.text,
      video_id: input.video_id > 0 ? input.video_id : null,
      links: JSON.stringify(await this.checkLinks(input.links)),
      updated_at: now,
    };
    let id = input.id;
    if (id === undefined) id = await this.repo.insert({ ...fields, author_id: user.id, created_at: now });
    else await this.repo.update(id, fields);
    return this.lesson(user, id);
  }

  async publish(user: Reader, id: number, published: boolean, now = Date.now()): Promise<ZjktLesson> {
    const row = await this.own(user, id);
    // Publishing again keeps its place in the list; a draft made public comes first.
    const at = published ? Number(row.published_at) || now : 0;
    await this.repo.update(id, { published_at: at, updated_at: now });
    return this.lesson(user, id);
  }

  async remove(user: Reader, id: number, now = Date.now()): Promise<null> {
    const row = await this.own(user, id);
    await this.repo.update(id, { removed_at: now });
    await this.images.remove([row.cover, ...parseImages(row)]);
    return null;
  }

  /** Stores the picture (checked by its content) and sets it as the cover or adds it after the others. */
  async addImage(user: Reader, id: number, slot: 'cover' | 'image', bytes: Buffer | undefined, now = Date.now()) {
    const row = await this.own(user, id);
    const images = parseImages(row);
    if (slot === 'image' && images.length >= ZJKT_IMAGES_MAX) throw AppError.badRequest(MESSAGES.tooManyImages);
    const name = await this.images.save(bytes);
    if (slot === 'cover') {
      await this.repo.update(id, { cover: name, updated_at: now });
      await this.images.remove([row.cover]);
    } else {
      await this.repo.update(id, { images: JSON.stringify([...images, name]), updated_at: now });
    }
    return this.lesson(user, id);
  }

  async removeImage(user: Reader, id: number, name: string, now = Date.now()) {
    const row = await this.own(user, id);
    const images = parseImages(row);
    if (row.cover !== '' && row.cover === name) await this.repo.update(id, { cover: '', updated_at: now });
    else if (images.includes(name))
      await this.repo.update(id, { images: JSON.stringify(images.filter((n) => n !== name)), updated_at: now });
    else throw AppError.notFound(MESSAGES.noImage);
    await this.images.remove([name]);
    return this.lesson(user, id);
  }

  /** Poems or textbook lessons by title, for the link picker. */
  async targets(user: Reader, kind: 'lesson' | 'poem', words: string) {
    requireRole(user, 'teacher');
    if (kind === 'poem') {
      return (await this.repo.findPoems(words, 10)).map((p) => ({ id: p.id, label: poemLabel(p) }));
    }
    const [rows, volumes] = await Promise.all([this.repo.findTextbookLessons(words, 10), this.lookups.volumeNames()]);
    return rows.map((l) => ({ id: l.id, label: textbookLabel(l, volumes) }));
  }

  /** A lesson's picture for anyone (teaching material); undefined for names we did not store. */
  image(name: string): MediaSource | undefined {
    return this.images.source(name);
  }

  /** The lesson, when the user may change it: a teacher's own, any for an admin. */
  private async own(user: Reader, id: number): Promise<ZjktLessonWithAuthor> {
    requireRole(user, 'teacher');
    const row = await this.repo.find(id);
    if (!row) throw AppError.notFound(MESSAGES.noLesson);
    if (!mayEdit(user, row)) throw AppError.forbidden(MESSAGES.notYours);
    return row;
  }

  /** Every target must exist; characters are Chinese only, each once. */
  private async checkLinks(links: readonly ZjktLinkInput[]): Promise<StoredLink[]> {
    const poems = new Set(
      (await this.repo.poems(links.flatMap((l) => (l.kind === 'poem' ? [l.id] : [])))).map((p) => p.id),
    );
    const lessonIds = links.flatMap((l) => (l.kind === 'lesson' ? [l.id] : []));
    const lessons = new Set((await this.repo.textbookLessons(lessonIds)).map((l) => l.id));
    return links.map((link): StoredLink => {
      if (link.kind === 'chars') {
        const chars = [...new Set(Array.from(link.text.replace(/\s/g, '')))];
        if (chars.length === 0 || chars.length > ZJKT_CHARS_MAX || !chars.every((c) => CHINESE_CHAR_PATTERN.test(c)))
          throw AppError.badRequest(MESSAGES.chars);
        return { kind: 'chars', text: chars.join('') };
      }
      if (link.kind === 'poem' && !poems.has(link.id)) throw AppError.badRequest(MESSAGES.noPoem);
      if (link.kind === 'lesson' && !lessons.has(link.id)) throw AppError.badRequest(MESSAGES.noTextbookLesson);
      return { kind: link.kind, id: link.id };
    });
  }

  private async present(row: ZjktLessonWithAuthor, canEdit: boolean): Promise<ZjktLesson> {
    const stored = parseLinks(row);
    const [video, poems, lessons, volumes] = await Promise.all([
      row.video_id === null ? undefined : this.repo.video(row.video_id),
      this.repo.poems(stored.flatMap((l) => (l.kind === 'poem' ? [l.id] : []))),
      this.repo.textbookLessons(stored.flatMap((l) => (l.kind === 'lesson' ? [l.id] : []))),
      this.lookups.volumeNames(),
    ]);
    const poemById = new Map(poems.map((p) => [p.id, p]));
    const lessonById = new Map(lessons.map((l) => [l.id, l]));
    // A target gone from the catalogue since (a new import) is left out rather than shown broken.
    const links = stored.flatMap((link): ZjktLink[] => {
      if (link.kind === 'chars') return [{ kind: 'chars', id: 0, text: link.text, label: [...link.text].join(' ') }];
      const target = link.kind === 'poem' ? poemById.get(link.id) : lessonById.get(link.id);
      if (!target) return [];
      const label = 'author' in target ? poemLabel(target) : textbookLabel(target, volumes);
      return [{ kind: link.kind, id: link.id, text: '', label }];
    });
    const shown = video
      ? { id: video.id, title: video.title, url: this.lookups.mediaUrl(video.file), mime: video.mime }
      : null;
    return presentLesson(row, shown, links, canEdit);
  }

  /**
   * Writes our lessons once, when the catalogue has been imported (their links need its poems and
   * lessons); one deleted by an admin stays deleted, its key being taken.
   */
  private async ensureSeed(now = Date.now()): Promise<void> {
    if (this.seeded) return;
    if (!(await this.repo.poemByTitle('咏鹅', '骆宾王'))) return;
    const have = await this.repo.seedKeys();
    // The first of the list is the newest, so it comes first.
    for (const [i, seed] of SEED_LESSONS.entries()) {
      if (have.has(seed.key)) continue;
      const poem = seed.poem && (await this.repo.poemByTitle(seed.poem.title, seed.poem.author));
      const lesson = seed.lessonKey && (await this.repo.textbookLessonByKey(seed.lessonKey));
      const links: StoredLink[] = [
        ...(poem ? [{ kind: 'poem' as const, id: poem.id }] : []),
        ...(lesson ? [{ kind: 'lesson' as const, id: lesson.id }] : []),
        { kind: 'chars', text: seed.chars },
      ];
      const at = now - i * 1000;
      await this.repo.insertSeed({
        seed_key: seed.key,
        author_id: null,
        title: seed.title,
        body: seed.text,
        video_id: null,
        links: JSON.stringify(links),
        published_at: at,
        created_at: at,
        updated_at: at,
      });
    }
    this.seeded = true;
  }
}

function mayEdit(user: Reader, row: ZjktLessonWithAuthor): boolean {
  if (user.role === 'admin') return true;
  return user.role === 'teacher' && row.author_id === user.id;
}

function poemLabel(p: { title: string; author: string; dynasty: string }): string {
  const by = [p.dynasty, p.author].filter((s) => s !== '').join('·');
  return by ? `《${p.title}》${by}` : `《${p.title}》`;
}

function textbookLabel(l: { number: string; title: string; volume_id: number }, volumes: Map<number, string>): string {
  return [volumes.get(l.volume_id) ?? '', l.number, l.title].filter((s) => s !== '').join(' ');
}
