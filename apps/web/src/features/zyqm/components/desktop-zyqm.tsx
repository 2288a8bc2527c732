import { Link } from 'react-router';
import { AreaIcon } from '../../../components/area-icons/area-icon';
import { TitleBar } from '../../../components/title-bar/title-bar';
import { PART_TITLES, placeTitle, ZYQM_PARTS, type ZyqmLinks, type ZyqmPlace } from '../zyqm-links';
import { ZyqmView } from './zyqm-view';

/** Desktop /xqjy: the parts on the left, the page the query names on the right. */
export function DesktopZyqm({ place, links }: { place: ZyqmPlace; links: ZyqmLinks }) {
  const open = place.part;
  return (
    <>
      <TitleBar title={placeTitle(place)} back />
      <div className="yw-zyqm-desk">
        <nav className="yw-zyqm-desk__nav" aria-label="学前教育目录">
          <Link className="yw-zyqm-desk__tab" to={links.home()} aria-current={open === undefined ? 'page' : undefined}>
            <AreaIcon moduleKey="xqjy" className="yw-zyqm-desk__icon" />
            学前教育
          </Link>
          <Link className="yw-zyqm-desk__tab" to={links.zyqm()} aria-current={open === 'zyqm' ? 'page' : undefined}>
            <AreaIcon moduleKey="zyqm" className="yw-zyqm-desk__icon" />
            字源起名
          </Link>
          {ZYQM_PARTS.map((part) => (
            <Link
              key={part}
              className="yw-zyqm-desk__tab yw-zyqm-desk__tab--child"
              to={links.part(part)}
              aria-current={open === part ? 'page' : undefined}
            >
              <AreaIcon moduleKey={part} className="yw-zyqm-desk__icon" />
              {PART_TITLES[part]}
            </Link>
          ))}
        </nav>
        <main className="yw-zyqm-desk__main yw-zyqm-page">
          <ZyqmView place={place} links={links} />
        </main>
      </div>
    </>
  );
}
