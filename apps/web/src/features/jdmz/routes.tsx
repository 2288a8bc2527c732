// jdmz = 成语典故 (issue 15): the categories (stories, themed groups, 歇后语, videos), an idiom's page
// with its story, 成语接龙 and the quiz. Phones: /jdmz/{moduleId}/{categoryId} with ?idiom= or
// ?play=; desktop: /jdmz with ?category=, ?idiom=, ?play=.
import { JDMZ_MODULE_ID } from '@yuwen/protocol';
import { lazy } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { TitleBar } from '../../components/title-bar/title-bar';
import { useLearningRecord } from '../../lib/learning-record';
import { meaningful, toNumber } from '../../lib/stored-value';
import { type AreaRoutes, useArea } from '../area-routes';
import { gameParam, type JdmzPlace, jdmzLinks, placeTitle } from './jdmz-links';
import './jdmz.css';

const JdmzView = lazy(() => import('./components/jdmz-view').then((m) => ({ default: m.JdmzView })));
const DesktopJdmz = lazy(() => import('./components/desktop-jdmz').then((m) => ({ default: m.DesktopJdmz })));

function usePlace(categoryParam: string | undefined): JdmzPlace {
  const [search] = useSearchParams();
  return {
    categoryId: toNumber(meaningful(categoryParam)),
    idiom: meaningful(search.get('idiom')),
    play: gameParam(search.get('play')),
  };
}

/** A phone's page: the title bar, then the page the address names. */
function JdmzMobileRoute() {
  const { moduleId, categoryId } = useParams();
  const { desktop } = useArea();
  const place = usePlace(categoryId);
  const module = toNumber(meaningful(moduleId));
  useLearningRecord(module, place.categoryId);
  const links = jdmzLinks(desktop, module);
  if (desktop) return <DesktopJdmz place={place} links={links} />;
  return (
    <>
      <TitleBar title={placeTitle(place)} back />
      <main className="yw-jdmz-page">
        <JdmzView place={place} links={links} />
      </main>
    </>
  );
}

function JdmzDesktopRoute() {
  const [search] = useSearchParams();
  const place = usePlace(search.get('category') ?? undefined);
  useLearningRecord(JDMZ_MODULE_ID, place.categoryId);
  return <DesktopJdmz place={place} links={jdmzLinks(true)} />;
}

/** 成语典故's routes (spec §2 Idioms; desktop /jdmz). */
export const JDMZ_ROUTES: AreaRoutes = {
  modules: { jdmz: { mobile: '/jdmz/:id/0', desktop: '/jdmz' } },
  mobile: [
    { path: '/jdmz/:moduleId/:categoryId', element: <JdmzMobileRoute /> },
    { path: '/jdmz/video/:moduleId/:categoryId', element: <JdmzMobileRoute /> },
  ],
  desktop: [{ path: '/jdmz', element: <JdmzDesktopRoute /> }],
};
