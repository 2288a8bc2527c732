// tbjx = 同步教学: a lesson's media of one kind (bookVideo, bookImage, bookChant) or its stories
// (bookStory: the lesson category's items, then its audio), from the media library.
import { type MediaKind, TBJX_MODULE_ID } from '@yuwen/protocol';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useAttachedMedia } from '../../../components/content-kit/api/attached-media.api';
import { useCategoryItems } from '../../../components/content-kit/api/category-items.api';
import { Breadcrumbs, type Crumb } from '../../../components/content-kit/breadcrumbs';
import { mediaAtLevel } from '../../../components/content-kit/content-kit-format';
import { ItemList } from '../../../components/content-kit/item-list';
import { ItemPage } from '../../../components/content-kit/item-page';
import { MediaSlots } from '../../../components/content-kit/media-slot';
import { PageFailure, PageLoading, PageMessage } from '../../../components/page-state/page-state';
import { lessonLabel } from '../../../components/textbook-volume/next-lesson';
import { TitleBar } from '../../../components/title-bar/title-bar';
import { useLearningRecord } from '../../../lib/learning-record';
import { useTextbookLesson } from '../api/textbook-lesson.api';
import { type MediaPart, useTbjxLinks } from '../tbjx-links';
import { lessonPageTrail } from '../trail';
import '../tbjx.css';

/** What each media page shows, and what it says while teachers have put nothing there. */
export const MEDIA_PAGES: Readonly<Record<MediaPart, { kind: MediaKind; name: string; empty: string }>> = {
  bookVideo: { kind: 'video', name: '视频', empty: '这一课还没有视频，老师上传后会出现在这里' },
  bookImage: { kind: 'image', name: '图片', empty: '这一课还没有图片，老师上传后会出现在这里' },
  bookChant: { kind: 'audio', name: '朗读', empty: '这一课还没有朗读录音，老师上传后会出现在这里' },
  bookStory: { kind: 'audio', name: '故事', empty: '这一课还没有故事，老师上传后会出现在这里' },
};

/** The lesson's files of one kind. */
function KindSlots({ lessonId, part }: { lessonId: number; part: Exclude<MediaPart, 'bookStory'> }) {
  const page = MEDIA_PAGES[part];
  const media = useAttachedMedia({ moduleId: TBJX_MODULE_ID, categoryId: lessonId }, page.kind);
  if (media.isPending) return <PageLoading />;
  if (media.isError) return <PageFailure error={media.error} onRetry={media.refetch} />;
  return <MediaSlots media={media.data} emptyText={page.empty} />;
}

/** The lesson's stories (items to read, each with its own media) and the recordings hung on the lesson. */
function Stories({ lessonId }: { lessonId: number }) {
  const { pathname, search } = useLocation();
  const items = useCategoryItems(TBJX_MODULE_ID, lessonId);
  const audio = useAttachedMedia({ moduleId: TBJX_MODULE_ID, categoryId: lessonId }, 'audio');
  if (items.isPending || audio.isPending) return <PageLoading />;
  if (items.isError) return <PageFailure error={items.error} onRetry={items.refetch} />;
  if (audio.isError) return <PageFailure error={audio.error} onRetry={audio.refetch} />;
  const own = mediaAtLevel(audio.data, { moduleId: TBJX_MODULE_ID, categoryId: lessonId });
  const count = items.data.pages[0]?.total ?? 0;
  if (count === 0 && own.length === 0) return <MediaSlots media={[]} emptyText={MEDIA_PAGES.bookStory.empty} />;
  const itemLink = (item: { id: number }) => {
    const query = new URLSearchParams(search);
    query.set('item', String(item.id));
    return `${pathname}?${query}`;
  };
  return (
    <>
      <ItemList moduleId={TBJX_MODULE_ID} categoryId={lessonId} itemLink={itemLink} title="读故事" empty={null} />
      <MediaSlots media={own} title="听故事" />
    </>
  );
}

/** bookVideo, bookImage, bookChant, bookStory /{moduleId}/{categoryId} (desktop /tbjx?part=…&id=). */
export function LessonMediaPage({
  part,
  lessonId,
  itemId,
}: {
  part: MediaPart;
  lessonId: number | undefined;
  /** bookStory: the story opened (?item=). */
  itemId?: number;
}) {
  useLearningRecord(TBJX_MODULE_ID, lessonId);
  const links = useTbjxLinks();
  const lesson = useTextbookLesson(lessonId);
  const page = MEDIA_PAGES[part];
  const trail: Crumb[] = lesson.data ? lessonPageTrail(lesson.data, links) : [];
  let body: ReactNode;
  if (lessonId === undefined) body = <PageMessage glyph="课" title="没有指定是哪一课" />;
  else if (part === 'bookStory' && itemId !== undefined)
    body = (
      <ItemPage
        moduleId={TBJX_MODULE_ID}
        itemId={itemId}
        trailOf={() => [...trail, { label: page.name, to: links.part('bookStory', lessonId) }]}
      />
    );
  else
    body = (
      <>
        {trail.length > 0 && <Breadcrumbs trail={[...trail, { label: page.name }]} />}
        {part === 'bookStory' ? <Stories lessonId={lessonId} /> : <KindSlots lessonId={lessonId} part={part} />}
      </>
    );
  return (
    <>
      <TitleBar title={lesson.data ? `${lessonLabel(lesson.data)} · ${page.name}` : page.name} back />
      <main className="yw-page yw-tbjx" data-testid="tbjx-media-page" data-part={part}>
        {body}
      </main>
    </>
  );
}
