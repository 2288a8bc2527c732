import { Link } from 'react-router';
import { AreaIcon } from '../../../components/area-icons/area-icon';
import { PageFailure, PageLoading } from '../../../components/page-state/page-state';
import { useBpzwHome } from '../api/bpzw.api';
import { isTeacher, useRole } from '../api/hand-in.api';
import { type BpzwLinks, type BpzwPlace, partParam } from '../bpzw-links';
import { childrenOf, PART_ICONS } from '../bpzw-view';
import { BpzwView } from './bpzw-view';

/** The left column: the parts (作文能力提升's four children under it) and 我的作文, the open one marked. */
function Nav({ place, links }: { place: BpzwPlace; links: BpzwLinks }) {
  const answer = useBpzwHome();
  const role = useRole();
  if (answer.isPending) return <PageLoading />;
  if (answer.isError) return <PageFailure error={answer.error} onRetry={answer.refetch} />;
  const { categories } = answer.data;
  const current = (key: string) => (place.part === key && !place.guide && !place.write ? 'page' : undefined);
  return (
    <nav className="yw-bpzw-desk__nav" aria-label="部编作文目录">
      <ul>
        <li>
          <Link className="yw-bpzw-desk__link" to={links.mine()} aria-current={place.mine ? 'page' : undefined}>
            <AreaIcon moduleKey="bpzw" className="yw-bpzw-desk__icon" />
            我的作文
          </Link>
        </li>
        {isTeacher(role.data) && (
          <li>
            <Link
              className="yw-bpzw-desk__link"
              to={links.teach()}
              aria-current={place.teach === 'all' ? 'page' : undefined}
            >
              <AreaIcon moduleKey="bpzw" className="yw-bpzw-desk__icon" />
              批改作文
            </Link>
          </li>
        )}
        {childrenOf(categories, 0).map((top) => {
          const part = partParam(top.key);
          if (!part) return null;
          return (
            <li key={top.id}>
              <Link className="yw-bpzw-desk__link" to={links.part(part)} aria-current={current(part)}>
                <AreaIcon moduleKey={PART_ICONS[part]} className="yw-bpzw-desk__icon" />
                {top.name}
              </Link>
              {part === 'zwnltp' && (
                <ul>
                  {childrenOf(categories, top.id).map((child) => {
                    const sub = partParam(child.key);
                    return (
                      sub && (
                        <li key={child.id}>
                          <Link className="yw-bpzw-desk__sublink" to={links.part(sub)} aria-current={current(sub)}>
                            {child.name}
                          </Link>
                        </li>
                      )
                    );
                  })}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** Desktop /bpzw: the parts on the left, the chosen page on the right (the editor: sheet and text side by side). */
export function DesktopBpzw({ place, links }: { place: BpzwPlace; links: BpzwLinks }) {
  return (
    <div className="yw-bpzw-desk" data-testid="bpzw-desktop">
      <aside className="yw-bpzw-desk__side">
        <Link className="yw-bpzw-desk__brand yw-kai" to={links.home()}>
          部编作文
        </Link>
        <Nav place={place} links={links} />
      </aside>
      <section className="yw-bpzw-desk__main">
        <div
          className={`yw-bpzw-desk__page${place.write !== undefined || typeof place.teach === 'number' ? ' is-wide' : ''}`}
        >
          <BpzwView place={place} links={links} />
        </div>
      </section>
    </div>
  );
}
