// tbjx = 同步教学: the 统编版 textbook — the book's contents (bookIndex), a lesson (bookContent), a
// unit (partInfo), the lesson's media, 教案 and practice; the same pages under /tbjx and /jdxa/tbjx.
import { lazy, type ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { type AreaRoute, type AreaRoutes, useArea } from '../area-routes';
import {
  DESKTOP_LINKS,
  type DesktopPart,
  desktopPart,
  idParam,
  MEDIA_PARTS,
  mobileLinks,
  TbjxLinksContext,
  type TbjxPart,
} from './tbjx-links';

// Every page is its own chunk.
const BookIndexPage = lazy(() => import('./components/book-index-page').then((m) => ({ default: m.BookIndexPage })));
const LessonPage = lazy(() => import('./components/lesson-page').then((m) => ({ default: m.LessonPage })));
const PartInfoPage = lazy(() => import('./components/part-info-page').then((m) => ({ default: m.PartInfoPage })));
const LessonMediaPage = lazy(() =>
  import('./components/lesson-media-page').then((m) => ({ default: m.LessonMediaPage })),
);
const LessonPlanPage = lazy(() => import('./components/lesson-plan-page').then((m) => ({ default: m.LessonPlanPage })));
const DesktopTbjx = lazy(() => import('./components/desktop-tbjx').then((m) => ({ default: m.DesktopTbjx })));
// The practice pages read their lesson from the path themselves.
const BookSzPage = lazy(() => import('./practice/book-sz-page'));
const BookXzPage = lazy(() => import('./practice/book-xz-page'));
const BookZyPage = lazy(() => import('./practice/book-zy-page'));

/**
 * A page beside the contents (desktop) or on its own (mobile), for the lesson or unit `id`; a
 * lesson's path may also name its module and title.
 */
function partPage(
  part: DesktopPart,
  id: number | undefined,
  search: URLSearchParams,
  path: { moduleId?: number; name?: string } = {},
): ReactNode {
  if (part === 'bookContent') return <LessonPage key={id} lessonId={id} moduleId={path.moduleId} name={path.name} />;
  if (part === 'partInfo') return <PartInfoPage key={id} unitId={id} />;
  if (part === 'bookJA') return <LessonPlanPage key={id} lessonId={id} />;
  const media = MEDIA_PARTS.find((p) => p === part);
  return (
    media && <LessonMediaPage key={`${media}-${id}`} part={media} lessonId={id} itemId={idParam(search.get('item'))} />
  );
}

/** One mobile path: `view` is the page, the lesson from :categoryId (partInfo: ?id=). */
function TbjxRoute({ view, prefix }: { view: 'index' | TbjxPart; prefix: string }) {
  const params = useParams();
  const [search] = useSearchParams();
  const { desktop } = useArea();
  let page: ReactNode;
  if (view === 'index') page = <BookIndexPage volumeParam={idParam(search.get('volume'))} />;
  else if (view === 'bookSZ') page = <BookSzPage />;
  else if (view === 'bookXZ') page = <BookXzPage />;
  else if (view === 'bookZY') page = <BookZyPage />;
  else
    page = partPage(view, idParam(view === 'partInfo' ? search.get('id') : params.categoryId), search, {
      moduleId: idParam(params.moduleId),
      name: params.name,
    });
  // A phone's link opened on a desktop shows the page in the desktop layout, with desktop links.
  return (
    <TbjxLinksContext.Provider value={desktop ? DESKTOP_LINKS : mobileLinks(prefix)}>{page}</TbjxLinksContext.Provider>
  );
}

/** Desktop /tbjx: the contents on the left, the volume or ?part=…&id=… on the right. */
function TbjxDesktopRoute() {
  const [search] = useSearchParams();
  const part = desktopPart(search.get('part'));
  const id = idParam(search.get('id'));
  return (
    <TbjxLinksContext.Provider value={DESKTOP_LINKS}>
      <DesktopTbjx part={part} id={id} volumeParam={idParam(search.get('volume'))}>
        {part && partPage(part, id, search)}
      </DesktopTbjx>
    </TbjxLinksContext.Provider>
  );
}

/** The spec §2 set under one prefix (/tbjx or /jdxa/tbjx). */
function tbjxRoutes(prefix: string): AreaRoute[] {
  const page = (path: string, view: 'index' | TbjxPart): AreaRoute => ({
    path: `${prefix}${path}`,
    element: <TbjxRoute key={view} view={view} prefix={prefix} />,
  });
  return [
    page('', 'index'),
    page('/bookIndex', 'index'),
    page('/bookContent/:moduleId/:categoryId', 'bookContent'),
    page('/bookContent/:moduleId/:categoryId/:name', 'bookContent'),
    page('/bookContent/:moduleId/:categoryId/:pName/:name', 'bookContent'),
    ...(['bookVideo', 'bookImage', 'bookChant', 'bookStory', 'bookZY', 'bookJA'] as const).map((view) =>
      page(`/${view}/:moduleId/:categoryId`, view),
    ),
    page('/bookSZ/:categoryId', 'bookSZ'),
    page('/bookXZ/:categoryId', 'bookXZ'),
    page('/partInfo', 'partInfo'),
  ];
}

/** 同步教学's routes (spec §2 Synchronised teaching, its copy under /jdxa/tbjx, desktop /tbjx). */
export const TBJX_ROUTES: AreaRoutes = {
  modules: { tbjx: { mobile: '/tbjx' } },
  mobile: [...tbjxRoutes('/tbjx'), ...tbjxRoutes('/jdxa/tbjx')],
  desktop: [{ path: '/tbjx', element: <TbjxDesktopRoute /> }],
};
