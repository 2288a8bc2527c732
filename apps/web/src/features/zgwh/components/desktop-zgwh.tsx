import { ZGWH_PART_KEYS, type ZgwhPart } from '@yuwen/protocol';
import { Link } from 'react-router';
import { AreaIcon } from '../../../components/area-icons/area-icon';
import { PageFailure, PageLoading } from '../../../components/page-state/page-state';
import { useZgwhPart } from '../api/part.api';
import { useZgwhHome } from '../api/zgwh-home.api';
import type { ZgwhLinks, ZgwhPlace } from '../zgwh-links';
import { ZgwhView } from './zgwh-view';

/** The open part's groups and entries, the open entry marked. */
function PartList({ part, place, links }: { part: ZgwhPart; place: ZgwhPlace; links: ZgwhLinks }) {
  const answer = useZgwhPart(part);
  if (answer.isPending) return <PageLoading />;
  if (answer.isError) return <PageFailure error={answer.error} onRetry={answer.refetch} />;
  return (
    <div className="yw-zgwh-desk__list" data-testid="zgwh-desk-list">
      {answer.data.groups.map((group) => (
        <section key={group.id}>
          <p className="yw-zgwh-desk__heading">{group.name}</p>
          <ul>
            {group.entries.map((entry) => (
              <li key={entry.key}>
                <Link
                  className="yw-zgwh-desk__entry"
                  to={links.entry(part, entry.key)}
                  aria-current={place.entry === entry.key ? 'page' : undefined}
                  data-testid="zgwh-entry"
                  data-key={entry.key}
                >
                  <span className="yw-kai">{entry.title}</span>
                  <span className="yw-zgwh-desk__pinyin">{entry.pinyin}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** The four parts as tabs over the list. */
function PartTabs({ place, links }: { place: ZgwhPlace; links: ZgwhLinks }) {
  const home = useZgwhHome();
  const nameOf = (key: ZgwhPart) => home.data?.parts.find((p) => p.key === key)?.name ?? '';
  return (
    <nav className="yw-zgwh-desk__tabs" aria-label="中国文化目录">
      {ZGWH_PART_KEYS.map((key) => (
        <Link
          key={key}
          className="yw-zgwh-desk__tab"
          to={links.part(key)}
          aria-current={place.part === key ? 'page' : undefined}
        >
          <AreaIcon moduleKey={key} className="yw-zgwh-desk__icon" />
          {nameOf(key)}
        </Link>
      ))}
    </nav>
  );
}

/** Desktop /zgwh: the parts and the open part's entries on the left, the chosen entry on the right. */
export function DesktopZgwh({ place, links }: { place: ZgwhPlace; links: ZgwhLinks }) {
  return (
    <div className="yw-zgwh-desk" data-testid="zgwh-desktop">
      <aside className="yw-zgwh-desk__side">
        <Link className="yw-zgwh-desk__brand yw-kai" to={links.home()}>
          中国文化
        </Link>
        <PartTabs place={place} links={links} />
        {place.part && <PartList part={place.part} place={place} links={links} />}
      </aside>
      <section className="yw-zgwh-desk__main">
        <div className="yw-zgwh-desk__page">
          <ZgwhView place={place} links={links} />
        </div>
      </section>
    </div>
  );
}
