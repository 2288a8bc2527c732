import type { ContentItem } from '@yuwen/protocol';
import { PageFailure, PageLoading } from '../page-state/page-state';
import { useItemContent } from './api/item-content.api';
import { Breadcrumbs, type Crumb } from './breadcrumbs';
import { MediaSlots } from './media-slot';
import './content-kit.css';

/** One item as a page: where it stands, its title, its media, then its text in the teaching font. */
export function ItemPageView({ item, trail }: { item: ContentItem; trail: readonly Crumb[] }) {
  return (
    <article className="yw-ck-page" data-testid="item-page" data-item-id={item.id}>
      <Breadcrumbs trail={trail} />
      <h2 className="yw-ck-page__title yw-kai" data-testid="item-title">
        {item.title}
      </h2>
      <MediaSlots media={item.media} />
      {item.paragraphs.length > 0 && (
        <div className="yw-ck-page__text">
          {item.paragraphs.map((paragraph, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs are fixed text in reading order.
            <p key={index} className="yw-ck-page__paragraph yw-kai" data-testid="item-paragraph">
              {paragraph}
            </p>
          ))}
        </div>
      )}
    </article>
  );
}

/**
 * An item of a module, loaded here. `trailOf` turns the item's breadcrumbs (its categories, from
 * the top) into the trail shown; the item's own title ends it.
 */
export function ItemPage({
  moduleId,
  itemId,
  trailOf,
}: {
  moduleId: number;
  itemId: number;
  trailOf: (item: ContentItem) => Crumb[];
}) {
  const item = useItemContent(moduleId, itemId);
  if (item.isPending) return <PageLoading />;
  if (item.isError) return <PageFailure error={item.error} onRetry={item.refetch} />;
  return <ItemPageView item={item.data} trail={[...trailOf(item.data), { label: item.data.title }]} />;
}
