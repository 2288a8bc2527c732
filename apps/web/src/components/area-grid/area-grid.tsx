import type { Module } from '@yuwen/protocol';
import { Link } from 'react-router';
import { AreaIcon } from '../area-icons/area-icon';
import './area-grid.css';

/** A module to show as a card, and where it leads (no `to`: shown read-only). */
export interface AreaLink {
  module: Module;
  to?: string;
}

const PALETTE = ['#ff8a5b', '#3a86ff', '#2ec4b6', '#ffb703', '#8e7dff', '#ef6f9c', '#4cb944', '#00a6d6'];

/** A stable colour per module, so an area keeps its colour across screens. */
export function areaColor(moduleId: number): string {
  return PALETTE[moduleId % PALETTE.length] ?? '#3a86ff';
}

function CardBody({ module }: { module: Module }) {
  const children = module.children ?? [];
  return (
    <>
      <AreaIcon moduleKey={module.key} className="yw-area-card__icon" />
      <span className="yw-area-card__name">{module.name}</span>
      {children.length > 0 && (
        <span className="yw-area-card__sub">
          {children
            .slice(0, 3)
            .map((child) => child.name)
            .join(' · ')}
        </span>
      )}
    </>
  );
}

/** A grid of rounded area cards, each with the area's drawn icon, with big tap targets. */
export function AreaGrid({ areas, testId }: { areas: readonly AreaLink[]; testId?: string }) {
  return (
    <ul className="yw-area-grid" data-testid={testId}>
      {areas.map(({ module, to }) => (
        <li key={module.id} className="yw-area-grid__item">
          {to ? (
            <Link className="yw-area-card" to={to} data-module-key={module.key}>
              <CardBody module={module} />
            </Link>
          ) : (
            <div className="yw-area-card yw-area-card--static" data-module-key={module.key}>
              <CardBody module={module} />
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
