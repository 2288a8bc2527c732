import type { ZgwhLinks, ZgwhPlace } from '../zgwh-links';
import { AreaPage } from './area-page';
import { EntryPage } from './entry-page';
import { PartPage } from './part-page';

/** The page an address names: an entry, a part's lists, else the area's first page. */
export function ZgwhView({ place, links }: { place: ZgwhPlace; links: ZgwhLinks }) {
  if (place.entry) return <EntryPage key={place.entry} entryKey={place.entry} links={links} />;
  if (place.part) return <PartPage key={place.part} part={place.part} links={links} />;
  return <AreaPage links={links} />;
}
