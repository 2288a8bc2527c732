import type { SxydLinks, SxydPlace } from '../sxyd-links';
import { AreaPage } from './area-page';
import { QmdwPage } from './qmdw-page';
import { TrackList } from './track-list';
import { TrackPlayer } from './track-player';

/** The page an address names. */
export function SxydView({ place, links }: { place: SxydPlace; links: SxydLinks }) {
  if (place.part === 'qmdw') return <QmdwPage moduleId={place.moduleId} />;
  if (place.part === 'sxyd' && place.track) return <TrackPlayer moduleId={place.moduleId} trackKey={place.track} />;
  if (place.part === 'sxyd') return <TrackList moduleId={place.moduleId} links={links} />;
  return <AreaPage links={links} />;
}
