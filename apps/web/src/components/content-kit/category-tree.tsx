import type { ResourceCategory } from '@yuwen/protocol';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { ChevronDownIcon, ChevronRightIcon } from '../icons/icons';
import { PageFailure, PageLoading } from '../page-state/page-state';
import { useCategoryTree } from './api/category-tree.api';
import './content-kit.css';

const TINTS = ['#ff8a5b', '#3a86ff', '#2ec4b6', '#ffb703', '#8e7dff', '#ef6f9c', '#4cb944', '#00a6d6'];

/** A stable colour per category, so a lesson keeps its colour across screens. */
export function categoryTint(categoryId: number): string {
  return TINTS[categoryId % TINTS.length] ?? '#3a86ff';
}

function CategoryNode({
  category,
  linkTo,
  depth,
}: {
  category: ResourceCategory;
  linkTo: (category: ResourceCategory) => string;
  depth: number;
}) {
  const [open, setOpen] = useState(false);
  const children = category.children ?? [];
  const listId = `yw-ck-tree-${category.id}`;
  return (
    <li className="yw-ck-tree__node" data-testid="category-node" data-category-id={category.id}>
      <div className="yw-ck-tree__row">
        <Link className="yw-ck-tree__link" to={linkTo(category)} data-testid="category-link">
          <span
            className="yw-ck-tree__glyph yw-kai"
            aria-hidden="true"
            style={{ background: depth === 0 ? categoryTint(category.id) : undefined }}
          >
            {category.name.slice(0, 1)}
          </span>
          <span className="yw-ck-tree__name">{category.name}</span>
          {children.length === 0 && <ChevronRightIcon className="yw-ck-tree__arrow" />}
        </Link>
        {children.length > 0 && (
          <button
            type="button"
            className={open ? 'yw-ck-tree__toggle is-open' : 'yw-ck-tree__toggle'}
            aria-expanded={open}
            aria-controls={listId}
            aria-label={`${open ? '收起' : '展开'}「${category.name}」的 ${children.length} 个小栏目`}
            onClick={() => setOpen((was) => !was)}
            data-testid="category-toggle"
          >
            <span className="yw-ck-tree__count">{children.length}</span>
            <ChevronDownIcon className="yw-ck-tree__chevron" />
          </button>
        )}
      </div>
      {children.length > 0 && open && (
        <ul id={listId} className="yw-ck-tree__children">
          {children.map((child) => (
            <CategoryNode key={child.id} category={child} linkTo={linkTo} depth={depth + 1} />
          ))}
        </ul>
      )}
    </li>
  );
}

/** Categories as big tappable rows; a row with sub-categories opens them in place. */
export function CategoryTreeView({
  categories,
  linkTo,
}: {
  categories: readonly ResourceCategory[];
  linkTo: (category: ResourceCategory) => string;
}) {
  return (
    <ul className="yw-ck-tree" data-testid="category-tree">
      {categories.map((category) => (
        <CategoryNode key={category.id} category={category} linkTo={linkTo} depth={0} />
      ))}
    </ul>
  );
}

/**
 * A module's categories under `pid` ('0': the top ones) as a tree, loaded here. `empty` is shown
 * when there are none (nothing by default); `title` heads the list.
 */
export function CategoryTree({
  moduleId,
  pid = '0',
  linkTo,
  title,
  empty = null,
}: {
  moduleId: number;
  pid?: string;
  linkTo: (category: ResourceCategory) => string;
  title?: string;
  empty?: ReactNode;
}) {
  const tree = useCategoryTree(moduleId, pid);
  if (tree.isPending) return <PageLoading />;
  if (tree.isError) return <PageFailure error={tree.error} onRetry={tree.refetch} />;
  if (tree.data.length === 0) return <>{empty}</>;
  return (
    <section className="yw-ck-section">
      {title && <h2 className="yw-section-title">{title}</h2>}
      <CategoryTreeView categories={tree.data} linkTo={linkTo} />
    </section>
  );
}
