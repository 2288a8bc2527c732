import type { CharacterTile } from '@yuwen/protocol';
import { openDictionary } from '../../../../components/dictionary-overlay/dictionary-overlay-store';
import { StarIcon } from '../../../../components/icons/icons';

/** What a tile may do besides opening the dictionary: toggle the pupil's marks. */
export interface TileActions {
  onToggle: (tile: CharacterTile, mark: 'learned' | 'favorite') => void;
  /** The tile whose mark is being saved. */
  busyId?: number;
}

/**
 * A character with its reading and the pupil's marks (学过 / 收藏); tapping the character opens
 * it in the dictionary overlay. With `actions` the marks are buttons.
 */
export function CharacterTileView({
  tile,
  reading,
  actions,
}: {
  tile: CharacterTile;
  /** The reading to show (defaults to the first). */
  reading?: string;
  actions?: TileActions;
}) {
  const shown = reading ?? tile.readings[0] ?? '';
  const busy = actions?.busyId === tile.id;
  return (
    <li
      className={`yw-hzzy-tile${tile.learned ? ' is-learned' : ''}`}
      data-testid="char-tile"
      data-char={tile.char}
      data-learned={tile.learned ? '1' : '0'}
      data-favorite={tile.favorite ? '1' : '0'}
    >
      <button
        type="button"
        className="yw-hzzy-tile__open"
        onClick={() => openDictionary(tile.char)}
        aria-label={`查看：${shown ? `${shown} ` : ''}${tile.char}`}
      >
        <span className="yw-hzzy-tile__pinyin">{shown}</span>
        <span className="yw-hzzy-tile__char yw-kai">{tile.char}</span>
      </button>
      {actions ? (
        <span className="yw-hzzy-tile__marks">
          <button
            type="button"
            className={`yw-hzzy-tile__mark${tile.learned ? ' is-on' : ''}`}
            aria-pressed={tile.learned}
            disabled={busy}
            data-testid="toggle-learned"
            onClick={() => actions.onToggle(tile, 'learned')}
          >
            {tile.learned ? '已学会' : '学会了'}
          </button>
          <button
            type="button"
            className={`yw-hzzy-tile__star${tile.favorite ? ' is-on' : ''}`}
            aria-pressed={tile.favorite}
            aria-label={tile.favorite ? `取消收藏「${tile.char}」` : `收藏「${tile.char}」`}
            disabled={busy}
            data-testid="toggle-favorite"
            onClick={() => actions.onToggle(tile, 'favorite')}
          >
            <StarIcon />
          </button>
        </span>
      ) : (
        (tile.learned || tile.favorite) && (
          <span className="yw-hzzy-tile__badges">
            {tile.learned && <span className="yw-hzzy-tile__badge">已学</span>}
            {tile.favorite && (
              <span className="yw-hzzy-tile__badge-star">
                <StarIcon />
                <span className="yw-visually-hidden">已收藏</span>
              </span>
            )}
          </span>
        )
      )}
    </li>
  );
}
