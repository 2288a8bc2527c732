import { Link } from 'react-router';
import { AreaIcon } from '../../../components/area-icons/area-icon';
import { PageFailure, PageLoading } from '../../../components/page-state/page-state';
import { useJdmzHome } from '../api/jdmz-home.api';
import type { JdmzLinks, JdmzPlace } from '../jdmz-links';
import { categoryIcon, childrenOf } from '../jdmz-view';
import { JdmzView } from './jdmz-view';

/** The left column: every category (sub-categories under their parent) and the games, the open one marked. */
function Nav({ place, links }: { place: JdmzPlace; links: JdmzLinks }) {
  const answer = useJdmzHome();
  if (answer.isPending) return <PageLoading />;
  if (answer.isError) return <PageFailure error={answer.error} onRetry={answer.refetch} />;
  const { categories } = answer.data;
  const current = (id: number) => (place.categoryId === id && !place.idiom ? 'page' : undefined);
  return (
    <nav className="yw-jdmz-desk__nav" aria-label="成语典故目录">
      <ul>
        {childrenOf(categories, 0).map((top) => (
          <li key={top.id}>
            <Link className="yw-jdmz-desk__link" to={links.category(top.id)} aria-current={current(top.id)}>
              <AreaIcon moduleKey={categoryIcon(top)} className="yw-jdmz-desk__icon" />
              {top.name}
            </Link>
            <ul className="yw-jdmz-desk__sub">
              {childrenOf(categories, top.id).map((child) => (
                <li key={child.id}>
                  <Link
                    className="yw-jdmz-desk__sublink"
                    to={links.category(child.id)}
                    aria-current={current(child.id)}
                  >
                    {child.name}
                  </Link>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <p className="yw-jdmz-desk__heading">成语游戏</p>
      <ul>
        {(
          [
            ['chain', '成语接龙', 'qwsz'],
            ['quiz', '成语小测验', 'hzcs'],
          ] as const
        ).map(([game, name, icon]) => (
          <li key={game}>
            <Link
              className="yw-jdmz-desk__link"
              to={links.play(game)}
              aria-current={place.play === game ? 'page' : undefined}
            >
              <AreaIcon moduleKey={icon} className="yw-jdmz-desk__icon" />
              {name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Desktop /jdmz: the categories and games on the left, the chosen page on the right. */
export function DesktopJdmz({ place, links }: { place: JdmzPlace; links: JdmzLinks }) {
  return (
    <div className="yw-jdmz-desk" data-testid="jdmz-desktop">
      <aside className="yw-jdmz-desk__side">
        <Link className="yw-jdmz-desk__brand yw-kai" to={links.home()}>
          成语典故
        </Link>
        <Nav place={place} links={links} />
      </aside>
      <section className="yw-jdmz-desk__main">
        <div className="yw-jdmz-desk__page">
          <JdmzView place={place} links={links} />
        </div>
      </section>
    </div>
  );
}
