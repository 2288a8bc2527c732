// The poem collections as a grid of cards (经典诵读 and 唐诗宋词 show the same collections).
import { Link } from 'react-router';
import './collection-grid.css';

export interface CollectionCard {
  key: string;
  name: string;
  count: number;
}

/** One card per collection, linked by `to`; `tone` tints the cards to match their area. */
export function CollectionGrid({
  collections,
  to,
  tone,
  testId,
  itemTestId,
}: {
  collections: readonly CollectionCard[];
  to: (key: string) => string;
  tone: 'warm' | 'cool';
  testId: string;
  itemTestId?: string;
}) {
  return (
    <ul className="yw-collection-grid" data-testid={testId}>
      {collections.map((c) => (
        <li key={c.key}>
          <Link className={`yw-collection-card yw-collection-card--${tone}`} to={to(c.key)} data-testid={itemTestId}>
            <span className="yw-collection-card__name yw-kai">{c.name}</span>
            <span className="yw-collection-card__count">{c.count} 篇</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
