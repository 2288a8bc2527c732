import type { BpzwLinks, BpzwPlace } from '../bpzw-links';
import { AreaPage } from './area-page';
import { EditorPage } from './editor-page';
import { GuidePage } from './guide-page';
import { MinePage } from './mine-page';
import { PartPage } from './part-page';
import { TeachPage } from './teach-page';

/** The page a place names, the same on both layouts. */
export function BpzwView({ place, links }: { place: BpzwPlace; links: BpzwLinks }) {
  if (place.write !== undefined) return <EditorPage write={place.write} title={place.title} links={links} />;
  if (place.teach !== undefined) return <TeachPage key={place.teach} teach={place.teach} links={links} />;
  if (place.guide !== undefined) return <GuidePage key={place.guide} id={place.guide} links={links} />;
  if (place.mine) return <MinePage links={links} />;
  if (place.part) return <PartPage part={place.part} links={links} />;
  return <AreaPage links={links} />;
}
