import type { ZjktLessonWithAuthor } from '@yuwen/db';
import { ZJKT_IMAGE_PATH, type ZjktLesson, type ZjktLessonSummary, type ZjktLink } from '@yuwen/protocol';

/** How a link is kept in the row: the target's id, or the characters. */
export type StoredLink = { kind: 'lesson' | 'poem'; id: number } | { kind: 'chars'; text: string };

/** How many characters of the text the list shows. */
const SUMMARY_LENGTH = 48;

export const imageUrl = (name: string) => (name ? `${ZJKT_IMAGE_PATH}/${name}` : '');
export const parseImages = (row: Pick<ZjktLessonWithAuthor, 'images'>) => JSON.parse(row.images) as string[];
export const parseLinks = (row: Pick<ZjktLessonWithAuthor, 'links'>) => JSON.parse(row.links) as StoredLink[];

/** Who wrote it as pupils read it: ours say so, a gone account is 老师. */
function authorName(row: ZjktLessonWithAuthor): string {
  if (row.seed_key) return '语文学堂';
  return row.author_name || '老师';
}

export function presentSummary(row: ZjktLessonWithAuthor, hasVideo: boolean): ZjktLessonSummary {
  // Paragraphs join without a space: Chinese text needs none after its full stop.
  const flat = row.body
    .replace(/\s*\n\s*/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return {
    id: row.id,
    title: row.title,
    cover: imageUrl(row.cover),
    summary: Array.from(flat).length > SUMMARY_LENGTH ? `${Array.from(flat).slice(0, SUMMARY_LENGTH).join('')}…` : flat,
    author_name: authorName(row),
    has_video: hasVideo,
    published_at: Number(row.published_at),
    updated_at: Number(row.updated_at),
  };
}

export function presentLesson(
  row: ZjktLessonWithAuthor,
  video: ZjktLesson['video'],
  links: ZjktLink[],
  canEdit: boolean,
): ZjktLesson {
  return {
    ...presentSummary(row, video !== null),
    text: row.body,
    images: parseImages(row).map(imageUrl),
    video,
    links,
    can_edit: canEdit,
  };
}
