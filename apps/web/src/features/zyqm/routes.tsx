// zyqm = 字源起名 under 学前教育 (issue 16): 趣味识字, 成语学堂, 诗词乐园, 个性起名, and the 学前教育
// page itself. Phones: spec §2's /xqjy/zyqm/… paths with ?char=, ?text=, ?key=; desktop: /xqjy with
// ?part=, ?char=, ?font=, ?idiom=, ?poem=, ?video= (zyqm-links.ts).
import { lazy } from 'react';
import type { AreaRoutes } from '../area-routes';
import type { ZyqmPlace } from './zyqm-links';

const ZyqmMobileRoute = lazy(() => import('./components/zyqm-route').then((m) => ({ default: m.ZyqmMobileRoute })));
const ZyqmDesktopRoute = lazy(() => import('./components/zyqm-route').then((m) => ({ default: m.ZyqmDesktopRoute })));

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
