// zyqm = 字源起名 under 学前教育 (issue 16): 趣味识字, 成语学堂, 诗词乐园, 个性起名, and the 学前教育
// page itself. Phones: spec §2's /xqjy/zyqm/… paths with ?char=, ?text=, ?key=; desktop: /xqjy with
// ?part=, ?char=, ?font=, ?idiom=, ?poem=, ?video= (zyqm-links.ts).
import { ZYQM_MODULE_ID } from '@yuwen/protocol';
import { lazy } from 'react';
import { useSearchParams } from 'react-router';
import { TitleBar } from '../../components/title-bar/title-bar';
import { useLearningRecord } from '../../lib/learning-record';
import { meaningful } from '../../lib/stored-value';
import { type AreaRoutes, useArea } from '../area-routes';
import { placeTitle, ZYQM_PARTS, type ZyqmPart, type ZyqmPlace, zyqmLinks } from './zyqm-links';
import './zyqm.css';

const ZyqmView = lazy(() => import('./components/zyqm-view').then((m) => ({ default: m.ZyqmView })));
const DesktopZyqm = lazy(() => import('./components/desktop-zyqm').then((m) => ({ default: m.DesktopZyqm })));

const partParam = (value: string | null): ZyqmPlace['part'] =>
  value === 'zyqm' || (ZYQM_PARTS as readonly string[]).includes(value ?? '') ? (value as ZyqmPart) : undefined;

/** The place an address names: the page from the path on phones, from ?part= on desktop. */
function usePlace(fixed: Partial<ZyqmPlace> = {}): ZyqmPlace {
  const [search] = useSearchParams();
  return {
    part: fixed.part ?? partParam(search.get('part')),
    char: meaningful(search.get('char')),
    font: fixed.font ?? search.get('font') === '1',
    idiom: meaningful(search.get(fixed.part === 'cyxt' ? 'text' : 'idiom')),
    poem: meaningful(search.get(fixed.part === 'scly' ? 'key' : 'poem')),
    video: fixed.video ?? search.get('video') === '1',
  };
}

function ZyqmMobileRoute({ fixed = {} }: { fixed?: Partial<ZyqmPlace> }) {
  const { desktop } = useArea();
  const place = usePlace(fixed);
  useLearningRecord(ZYQM_MODULE_ID);
  const links = zyqmLinks(desktop);
  if (desktop) return <DesktopZyqm place={place} links={links} />;
  return (
    <>
      <TitleBar title={placeTitle(place)} back />
      <main className="yw-zyqm-page">
        <ZyqmView place={place} links={links} />
      </main>
    </>
  );
}

function ZyqmDesktopRoute() {
  const place = usePlace();
  useLearningRecord(ZYQM_MODULE_ID);
  return <DesktopZyqm place={place} links={zyqmLinks(true)} />;
}

const route = (path: string, fixed?: Partial<ZyqmPlace>) => ({ path, element: <ZyqmMobileRoute fixed={fixed} /> });

/** 学前教育's page and 字源起名's routes (spec §2 Early education; desktop /xqjy). */
export const ZYQM_ROUTES: AreaRoutes = {
  modules: {
    xqjy: { mobile: '/xqjy', desktop: '/xqjy' },
    zyqm: { mobile: '/xqjy/zyqm', desktop: '/xqjy?part=zyqm' },
    qwsz: { mobile: '/xqjy/zyqm/qwsz', desktop: '/xqjy?part=qwsz' },
    cyxt: { mobile: '/xqjy/zyqm/cyxt/idiom', desktop: '/xqjy?part=cyxt' },
    scly: { mobile: '/xqjy/zyqm/scly', desktop: '/xqjy?part=scly' },
    gxqm: { mobile: '/xqjy/zyqm/gxqm', desktop: '/xqjy?part=gxqm' },
  },
  mobile: [
    route('/xqjy'),
    route('/xqjy/zyqm', { part: 'zyqm' }),
    route('/xqjy/zyqm/qwsz', { part: 'qwsz' }),
    route('/xqjy/zyqm/qwsz/hzwb', { part: 'qwsz', font: false }),
    route('/xqjy/zyqm/qwsz/szly/font', { part: 'qwsz', font: true }),
    route('/xqjy/zyqm/cyxt/idiom', { part: 'cyxt' }),
    route('/xqjy/zyqm/scly', { part: 'scly' }),
    route('/xqjy/zyqm/scly/gs', { part: 'scly', video: false }),
    route('/xqjy/zyqm/scly/playVideo', { part: 'scly', video: true }),
    route('/xqjy/zyqm/gxqm', { part: 'gxqm' }),
  ],
  desktop: [{ path: '/xqjy', element: <ZyqmDesktopRoute /> }],
};
