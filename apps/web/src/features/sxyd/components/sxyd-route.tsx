// The page behind every 视听阅读 route, loaded with its first visit: the place the address names, on
// phones under the title bar, on desktop the two-pane page.
import { QMDW_MODULE_ID, SXYD_MODULE_ID } from '@yuwen/protocol';
import { useParams, useSearchParams } from 'react-router';
import { TitleBar } from '../../../components/title-bar/title-bar';
import { useLearningRecord } from '../../../lib/learning-record';
import { meaningful, toNumber } from '../../../lib/stored-value';
import { useArea } from '../../area-routes';
import { placeTitle, type SxydPlace, sxydLinks } from '../sxyd-links';
import '../sxyd.css';
import { DesktopSxyd } from './desktop-sxyd';
import { SxydView } from './sxyd-view';

/** An unreadable module id is sent as 0, so the server answers it with its message. */
const moduleOf = (value: string | undefined) => toNumber(meaningful(value)) ?? 0;

export function SxydMobileRoute({ part }: { part: SxydPlace['part'] }) {
  const { desktop } = useArea();
  const { moduleId } = useParams();
  const [search] = useSearchParams();
  const fallback = part === 'qmdw' ? QMDW_MODULE_ID : SXYD_MODULE_ID;
  const place: SxydPlace = {
    part,
    moduleId: moduleId === undefined ? fallback : moduleOf(moduleId),
    track: meaningful(search.get('track')),
  };
  useLearningRecord(part === 'home' ? SXYD_MODULE_ID : place.moduleId);
  const links = sxydLinks(desktop);
  if (desktop) return <DesktopSxyd place={place} links={links} />;
  return (
    <>
      <TitleBar title={placeTitle(place)} back />
      <main className="yw-sxyd-page">
        <SxydView place={place} links={links} />
      </main>
    </>
  );
}

export function SxydDesktopRoute() {
  const [search] = useSearchParams();
  const asked = search.get('part');
  const part = asked === 'sxyd' || asked === 'qmdw' ? asked : 'home';
  const place: SxydPlace = {
    part,
    moduleId: part === 'qmdw' ? QMDW_MODULE_ID : SXYD_MODULE_ID,
    track: meaningful(search.get('track')),
  };
  useLearningRecord(place.moduleId);
  return <DesktopSxyd place={place} links={sxydLinks(true)} />;
}
