// The page behind every 字源起名 route, loaded with its first visit: the place the address names,
// on phones the title bar over the view, on desktop the two-pane page.
import { ZYQM_MODULE_ID } from '@yuwen/protocol';
import { useSearchParams } from 'react-router';
import { TitleBar } from '../../../components/title-bar/title-bar';
import { useLearningRecord } from '../../../lib/learning-record';
import { meaningful } from '../../../lib/stored-value';
import { useArea } from '../../area-routes';
import { placeTitle, ZYQM_PARTS, type ZyqmPart, type ZyqmPlace, zyqmLinks } from '../zyqm-links';
import '../zyqm.css';
import { DesktopZyqm } from './desktop-zyqm';
import { ZyqmView } from './zyqm-view';

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

export function ZyqmMobileRoute({ fixed = {} }: { fixed?: Partial<ZyqmPlace> }) {
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

export function ZyqmDesktopRoute() {
  const place = usePlace();
  useLearningRecord(ZYQM_MODULE_ID);
  return <DesktopZyqm place={place} links={zyqmLinks(true)} />;
}
