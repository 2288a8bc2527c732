// bpyd = 部编阅读 (issue 15): the reading library of 课外书库 — the shelf and categories, a book,
// the reader (pinyin, type size, read-aloud, the dictionary, the pupil's place) and search.
// Phones: /bpyd, /bpyd/text|video/{moduleId}/{categoryId}, /bpyd/book/{bookId}?chapter=&line=,
// /bpyd/search/book?q=; desktop: /bpyd with ?category=, ?book=, ?chapter=, ?line=, ?search=.
import { MODULE_IDS } from '@yuwen/protocol';
import { lazy } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { TitleBar } from '../../components/title-bar/title-bar';
import { useLearningRecord } from '../../lib/learning-record';
import { meaningful, toNumber } from '../../lib/stored-value';
import { type AreaRoutes, useArea } from '../area-routes';
import { type BpydPlace, bpydLinks } from './bpyd-links';
import './bpyd.css';

const BpydView = lazy(() => import('./components/bpyd-view').then((m) => ({ default: m.BpydView })));
const DesktopBpyd = lazy(() => import('./components/desktop-bpyd').then((m) => ({ default: m.DesktopBpyd })));

/** The title bar's words on a phone. */
function placeTitle(place: BpydPlace): string {
  if (place.search !== undefined) return '找字词';
  if (place.bookId !== undefined) return '读书';
  return '部编阅读';
}

/** A phone's page: the title bar, then the page the address names. */
function BpydMobileRoute({ kind }: { kind: 'home' | 'category' | 'videos' | 'book' | 'search' }) {
  const { moduleId, categoryId, bookId } = useParams();
  const [search] = useSearchParams();
  const { desktop } = useArea();
  const module = toNumber(meaningful(moduleId)) ?? MODULE_IDS.bpyd_library;
  const place: BpydPlace =
    kind === 'search'
      ? { search: search.get('q') ?? '' }
      : {
          categoryId: kind === 'category' || kind === 'videos' ? toNumber(meaningful(categoryId)) : undefined,
          videos: kind === 'videos',
          bookId: kind === 'book' ? toNumber(meaningful(bookId)) : undefined,
          chapter: toNumber(meaningful(search.get('chapter'))),
          line: toNumber(meaningful(search.get('line'))),
        };
  useLearningRecord(module, place.categoryId);
  const links = bpydLinks(desktop, module);
  if (desktop) return <DesktopBpyd place={place} links={links} />;
  return (
    <>
      <TitleBar title={placeTitle(place)} back />
      <main className="yw-bpyd-page">
        <BpydView place={place} links={links} />
      </main>
    </>
  );
}

function BpydDesktopRoute() {
  const [search] = useSearchParams();
  const value = (key: string) => toNumber(meaningful(search.get(key)));
  const place: BpydPlace = {
    categoryId: value('category'),
    bookId: value('book'),
    chapter: value('chapter'),
    line: value('line'),
    search: search.get('search') ?? undefined,
  };
  useLearningRecord(MODULE_IDS.bpyd_library, place.categoryId);
  return <DesktopBpyd place={place} links={bpydLinks(true)} />;
}

/** 部编阅读's routes (spec §2: /bpyd with video/text, book, search/book; desktop /bpyd). */
export const BPYD_ROUTES: AreaRoutes = {
  modules: {
    bpyd: { mobile: '/bpyd', desktop: '/bpyd' },
    library: { mobile: '/bpyd', desktop: '/bpyd' },
  },
  mobile: [
    { path: '/bpyd', element: <BpydMobileRoute kind="home" /> },
    { path: '/bpyd/text/:moduleId/:categoryId', element: <BpydMobileRoute kind="category" /> },
    { path: '/bpyd/video/:moduleId/:categoryId', element: <BpydMobileRoute kind="videos" /> },
    { path: '/bpyd/book/:bookId', element: <BpydMobileRoute kind="book" /> },
    { path: '/bpyd/search/book', element: <BpydMobileRoute kind="search" /> },
  ],
  desktop: [{ path: '/bpyd', element: <BpydDesktopRoute /> }],
};
