// bpzw = 部编作文 (issue 16): our writing guides in the spec's parts, and the 方格稿纸 editor with
// each pupil's drafts. Phones: /bpzw, /zwnltp(/zwwbxxf …), /xscgfzd …, /bpzw/info?id=, and
// /bpzw?write= for the editor, /bpzw?teach= for a teacher's handed-in compositions; desktop: /bpzw
// with ?part=, ?guide=, ?write=, ?mine=, ?teach=.
import { BPZW_MODULE_ID } from '@yuwen/protocol';
import { lazy } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { TitleBar } from '../../components/title-bar/title-bar';
import { useLearningRecord } from '../../lib/learning-record';
import { meaningful, toNumber } from '../../lib/stored-value';
import { type AreaRoutes, useArea } from '../area-routes';
import { type BpzwPart, type BpzwPlace, bpzwLinks, partParam, teachParam, writeParam } from './bpzw-links';
import { PART_TITLES } from './bpzw-view';
import './bpzw.css';

const BpzwView = lazy(() => import('./components/bpzw-view').then((m) => ({ default: m.BpzwView })));
const DesktopBpzw = lazy(() => import('./components/desktop-bpzw').then((m) => ({ default: m.DesktopBpzw })));

/** The place an address names: the part from the path on phones, everything else from the query. */
function usePlace(pathPart?: BpzwPart): BpzwPlace {
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const guide = toNumber(meaningful(search.get(pathname === '/bpzw/info' ? 'id' : 'guide')));
  return {
    part: pathPart ?? partParam(search.get('part')),
    guide: guide !== undefined && guide > 0 ? guide : undefined,
    write: writeParam(search.get('write')),
    title: meaningful(search.get('title')),
    mine: search.get('mine') === '1',
    teach: teachParam(search.get('teach')),
  };
}

const placeTitle = (place: BpzwPlace) => {
  if (place.write !== undefined) return '方格稿纸';
  if (place.teach !== undefined) return '批改作文';
  if (place.guide !== undefined) return '写作指导';
  if (place.mine) return '我的作文';
  return place.part ? PART_TITLES[place.part] : '部编作文';
};

/** A phone's page: the title bar, then the page the address names (the desktop layout shows its own). */
function BpzwMobileRoute({ part }: { part?: BpzwPart }) {
  const { desktop } = useArea();
  const place = usePlace(part);
  useLearningRecord(BPZW_MODULE_ID);
  const links = bpzwLinks(desktop);
  if (desktop) return <DesktopBpzw place={place} links={links} />;
  return (
    <>
      <TitleBar title={placeTitle(place)} back />
      <main className="yw-bpzw-page">
        <BpzwView place={place} links={links} />
      </main>
    </>
  );
}

function BpzwDesktopRoute() {
  const place = usePlace();
  useLearningRecord(BPZW_MODULE_ID);
  return <DesktopBpzw place={place} links={bpzwLinks(true)} />;
}

/** 部编作文's routes (spec §2 Writing; desktop /bpzw). */
export const BPZW_ROUTES: AreaRoutes = {
  modules: {
    bpzw: { mobile: '/bpzw', desktop: '/bpzw' },
    zwnltp: { mobile: '/zwnltp', desktop: '/bpzw?part=zwnltp' },
    xscgfzd: { mobile: '/xscgfzd', desktop: '/bpzw?part=xscgfzd' },
    zkgfzd: { mobile: '/zkgfzd', desktop: '/bpzw?part=zkgfzd' },
    gkgfzd: { mobile: '/gkgfzd', desktop: '/bpzw?part=gkgfzd' },
    zjzwzd: { mobile: '/zjzwzd', desktop: '/bpzw?part=zjzwzd' },
  },
  mobile: [
    { path: '/bpzw', element: <BpzwMobileRoute /> },
    { path: '/bpzw/info', element: <BpzwMobileRoute /> },
    { path: '/zwnltp', element: <BpzwMobileRoute part="zwnltp" /> },
    // The spec names each child's path; an unknown one is the not-found page, not an empty part.
    ...(['zwwbxxf', 'zwwtfl', 'wbxl', 'xzsc'] as const).map((child) => ({
      path: `/zwnltp/${child}`,
      element: <BpzwMobileRoute part={child} />,
    })),
    { path: '/xscgfzd', element: <BpzwMobileRoute part="xscgfzd" /> },
    { path: '/zkgfzd', element: <BpzwMobileRoute part="zkgfzd" /> },
    { path: '/gkgfzd', element: <BpzwMobileRoute part="gkgfzd" /> },
    { path: '/zjzwzd', element: <BpzwMobileRoute part="zjzwzd" /> },
  ],
  desktop: [{ path: '/bpzw', element: <BpzwDesktopRoute /> }],
};
