import { Link } from 'react-router';
import { ChevronRightIcon } from '../icons/icons';
import './content-kit.css';

/** One step of a trail: its name and, except for where one stands, where it leads. */
export interface Crumb {
  label: string;
  to?: string;
}

/** Where a page stands, from the area down: tappable steps, the last one the page itself. */
export function Breadcrumbs({ trail }: { trail: readonly Crumb[] }) {
  if (trail.length === 0) return null;
  return (
    <nav className="yw-ck-crumbs" aria-label="当前位置" data-testid="breadcrumbs">
      <ol className="yw-ck-crumbs__list">
        {trail.map((crumb, index) => {
          const last = index === trail.length - 1;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a trail may repeat a name; its order is its identity.
            <li key={index} className="yw-ck-crumbs__step">
              {crumb.to && !last ? (
                <Link className="yw-ck-crumbs__link" to={crumb.to}>
                  {crumb.label}
                </Link>
              ) : (
                <span className="yw-ck-crumbs__here" aria-current={last ? 'page' : undefined}>
                  {crumb.label}
                </span>
              )}
              {!last && <ChevronRightIcon className="yw-ck-crumbs__sep" />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
