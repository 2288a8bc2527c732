import { Link } from 'react-router';
import { AreaIcon } from '../../../components/area-icons/area-icon';
import type { SxydLinks, SxydPlace } from '../sxyd-links';
import { AreaPage } from './area-page';
import { QmdwPage } from './qmdw-page';
import { TrackList } from './track-list';
import { TrackPlayer } from './track-player';

/** The right side: a chosen track beside the list, the game, or the area page. */
function Main({ place, links }: { place: SxydPlace; links: SxydLinks }) {
  if (place.part === 'qmdw') return <QmdwPage moduleId={place.moduleId} />;
  if (place.part === 'sxyd')
    return (
      <div className="yw-sxyd-desk__listen">
        <div className="yw-sxyd-desk__list">
          <TrackList moduleId={place.moduleId} links={links} current={place.track} />
        </div>
        <div className="yw-sxyd-desk__play">
          {place.track ? (
            <TrackPlayer moduleId={place.moduleId} trackKey={place.track} />
          ) : (
            <p className="yw-sxyd-desk__hint">在左边选一篇，开始听吧。</p>
          )}
        </div>
      </div>
    );
  return <AreaPage links={links} />;
}

/** Desktop /sxyd: the two parts on the left, the page beside them. */
export function DesktopSxyd({ place, links }: { place: SxydPlace; links: SxydLinks }) {
  const parts = [
    { part: 'sxyd', name: '听读课文', icon: 'sxyd', to: links.tracks() },
    { part: 'qmdw', name: '听音辨位', icon: 'qmdw', to: links.qmdw() },
  ] as const;
  return (
    <div className="yw-sxyd-desk" data-testid="sxyd-desktop">
      <aside className="yw-sxyd-desk__side">
        <Link className="yw-sxyd-desk__brand yw-kai" to={links.home()}>
          视听阅读
        </Link>
        <nav aria-label="视听阅读目录">
          <ul>
            {parts.map(({ part, name, icon, to }) => (
              <li key={part}>
                <Link className="yw-sxyd-desk__link" to={to} aria-current={place.part === part ? 'page' : undefined}>
                  <AreaIcon moduleKey={icon} className="yw-sxyd-desk__icon" />
                  {name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <section className="yw-sxyd-desk__main">
        <div className="yw-sxyd-desk__page">
          <Main place={place} links={links} />
        </div>
      </section>
    </div>
  );
}
