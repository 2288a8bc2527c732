import type { ContentItemSummary } from '@yuwen/protocol';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ChevronRightIcon } from '../icons/icons';
import { LoadMoreButton, PageFailure, PageLoading, PageMessage } from '../page-state/page-state';
import { useCategoryItems } from './api/category-items.api';
import './content-kit.css';

/** One item as a card: its picture (or its first character), title, first words and how much it holds. */
export function ItemCard({ item, to }: { item: ContentItemSummary; to: string }) {
  return (
    <Link className="yw-ck-item" to={to} data-testid="content-item" data-item-id={item.id}>
      {item.cover ? (
        <img className="yw-ck-item__cover" src={item.cover} alt="" loading="lazy" />
      ) : (
        <span className="yw-ck-item__cover yw-ck-item__cover--glyph yw-kai" aria-hidden="true">
          {item.title.slice(0, 1)}
        </span>
      )}
      <span className="yw-ck-item__text">
        <span className="yw-ck-item__title yw-kai">{item.title}</span>
        {item.summary && <span className="yw-ck-item__summary">{item.summary}</span>}
        {item.media_count > 0 && <span className="yw-ck-item__badge">{item.media_count} 个学习资料</span>}
      </span>
      <ChevronRightIcon className="yw-ck-item__arrow" />
    </Link>
  );
}

/** Items as cards. */
export function ItemListView({
  items,
  itemLink,
}: {
  items: readonly ContentItemSummary[];
  itemLink: (item: ContentItemSummary) => string;
}) {
  return (
    <ul className="yw-ck-items" data-testid="item-list">
      {items.map((item) => (
        <li key={item.id}>
          <ItemCard item={item} to={itemLink(item)} />
        </li>
      ))}
    </ul>
  );
}

/**
 * A category's items a page at a time (加载更多 under them), loaded here, with the loading and
 * failure states. `empty` replaces the friendly default when the category has no items (null: nothing).
 */
export function ItemList({
  moduleId,
  categoryId,
  itemLink,
  title,
  empty,
}: {
  moduleId: number;
  categoryId: number;
  itemLink: (item: ContentItemSummary) => string;
  title?: string;
  empty?: ReactNode;
}) {
  const items = useCategoryItems(moduleId, categoryId);
  if (items.isPending) return <PageLoading />;
  if (items.isError) return <PageFailure error={items.error} onRetry={items.refetch} />;
  const list = items.data.pages.flatMap((page) => page.list);
  if (list.length === 0) {
    if (empty !== undefined) return empty;
    return <PageMessage glyph="书" title="这里还没有课文哦，先去看看别的吧" testId="item-list-empty" />;
  }
  return (
    <section className="yw-ck-section">
      {title && <h2 className="yw-section-title">{title}</h2>}
      <ItemListView items={list} itemLink={itemLink} />
      <LoadMoreButton query={items} />
    </section>
  );
}
