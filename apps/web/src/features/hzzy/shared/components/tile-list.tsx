import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { CharacterTile } from '@yuwen/protocol';
import { PageLoading, PageMessage } from '../../../../components/page-state/page-state';
import { failureMessage } from '../../../../lib/http-transport';
import { CharacterTileView, type TileActions } from './character-tile';

type TilePages = InfiniteData<{ list: CharacterTile[]; total: number }>;

/**
 * A paged list of character tiles with its loading, error and empty states and a 「再看」 button;
 * the heading is given the total.
 */
export function TileList({
  found,
  heading,
  empty,
  actions,
  readingFor,
  testId,
}: {
  found: UseInfiniteQueryResult<TilePages>;
  heading: (total: number) => string;
  empty: string;
  actions?: TileActions;
  /** The reading a tile shows (default: its first). */
  readingFor?: (tile: CharacterTile) => string | undefined;
  testId: string;
}) {
  if (found.isPending) return <PageLoading />;
  if (found.isError) {
    return (
      <PageMessage glyph="网" title={failureMessage(found.error)} testId={`${testId}-error`}>
        <button type="button" className="yw-button" onClick={() => void found.refetch()}>
          重新加载
        </button>
      </PageMessage>
    );
  }
  const tiles = found.data.pages.flatMap((page) => page.list);
  const total = found.data.pages[0]?.total ?? 0;
  if (total === 0) return <PageMessage glyph="空" title={empty} testId={`${testId}-empty`} />;
  return (
    <section className="yw-hzzy-section" data-testid={testId}>
      <h2 className="yw-section-title">{heading(total)}</h2>
      <ul className={`yw-hzzy-tiles${actions ? ' yw-hzzy-tiles--marks' : ''}`}>
        {tiles.map((tile) => (
          <CharacterTileView key={tile.id} tile={tile} reading={readingFor?.(tile)} actions={actions} />
        ))}
      </ul>
      {found.hasNextPage && (
        <button
          type="button"
          className="yw-big-button yw-big-button--soft"
          disabled={found.isFetchingNextPage}
          onClick={() => void found.fetchNextPage()}
        >
          {found.isFetchingNextPage ? '加载中…' : `再看 ${Math.min(50, total - tiles.length)} 个`}
        </button>
      )}
    </section>
  );
}
