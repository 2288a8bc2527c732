// zgwh = 中国文化 (issue 15): 节气 and festivals with their dates (rcsh), culture words (whzd), history
// (zgls) and literature (zgwx). Phones: /zgwh, /zgwh/{part}, /zgwh/{part}Info?entry= and
// /whzd/{moduleId}/{module2Id}; desktop: /zgwh with ?part= and ?entry=.
import { ZGWH_MODULE_ID, ZGWH_PARTS, type ZgwhPart } from '@yuwen/protocol';
import { lazy } from 'react';
import { useSearchParams } from 'react-router';
import { TitleBar } from '../../components/title-bar/title-bar';
import { useLearningRecord } from '../../lib/learning-record';
import { meaningful } from '../../lib/stored-value';
import { type AreaRoutes, useArea, useAreaModule } from '../area-routes';
import { partParam, type ZgwhPlace, zgwhLinks } from './zgwh-links';
import './zgwh.css';

const ZgwhView = lazy(() => import('./components/zgwh-view').then((m) => ({ default: m.ZgwhView })));
const DesktopZgwh = lazy(() => import('./components/desktop-zgwh').then((m) => ({ default: m.DesktopZgwh })));

function usePlace(part: ZgwhPart | undefined): ZgwhPlace {
  const [search] = useSearchParams();
  return { part: part ?? partParam(search.get('part')), entry: meaningful(search.get('entry')) };
}

/** A phone's page: the title bar, then the page the address names (a desktop shows it in its layout). */
function ZgwhMobileRoute({ part }: { part?: ZgwhPart }) {
  const { desktop } = useArea();
  const place = usePlace(part);
  const module = useAreaModule(place.part ?? 'zgwh');
  useLearningRecord(place.part ? ZGWH_PARTS[place.part] : ZGWH_MODULE_ID);
  const links = zgwhLinks(desktop);
  if (desktop) return <DesktopZgwh place={place} links={links} />;
  return (
    <>
      <TitleBar title={module?.name ?? '中国文化'} back />
      <main className="yw-zgwh-page">
        <ZgwhView place={place} links={links} />
      </main>
    </>
  );
}

function ZgwhDesktopRoute() {
  const place = usePlace(undefined);
  useLearningRecord(place.part ? ZGWH_PARTS[place.part] : ZGWH_MODULE_ID);
  return <DesktopZgwh place={place} links={zgwhLinks(true)} />;
}

const partRoutes = (part: ZgwhPart) => [
  { path: `/zgwh/${part}`, element: <ZgwhMobileRoute part={part} /> },
  { path: `/zgwh/${part}Info`, element: <ZgwhMobileRoute part={part} /> },
];

/** 中国文化's routes (spec §2 Culture; desktop /zgwh). */
export const ZGWH_ROUTES: AreaRoutes = {
  modules: {
    zgwh: { mobile: '/zgwh', desktop: '/zgwh' },
    whzd: { mobile: '/zgwh/whzd', desktop: '/zgwh?part=whzd' },
    zgwx: { mobile: '/zgwh/zgwx', desktop: '/zgwh?part=zgwx' },
    rcsh: { mobile: '/zgwh/rcsh', desktop: '/zgwh?part=rcsh' },
    zgls: { mobile: '/zgwh/zgls', desktop: '/zgwh?part=zgls' },
  },
  mobile: [
    { path: '/zgwh', element: <ZgwhMobileRoute /> },
    ...partRoutes('whzd'),
    ...partRoutes('zgwx'),
    ...partRoutes('rcsh'),
    ...partRoutes('zgls'),
    { path: '/whzd/:moduleId/:module2Id', element: <ZgwhMobileRoute part="whzd" /> },
  ],
  desktop: [{ path: '/zgwh', element: <ZgwhDesktopRoute /> }],
};
