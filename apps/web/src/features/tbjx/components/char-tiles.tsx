import type { CharacterTile } from '@yuwen/protocol';
import { AudioButton } from '../../../components/audio-button/audio-button';
import { openDictionary } from '../../../components/dictionary-overlay/dictionary-overlay-store';
import { readingAudio } from '../reading-audio';

/**
 * A character of the lesson: its reading above it, big in the teaching font (会写 ones on a 田字格);
 * tapping it opens the dictionary, the speaker reads it, a green mark says it is learned.
 */
function CharTile({ tile, grid }: { tile: CharacterTile; grid: boolean }) {
  const reading = tile.readings[0] ?? '';
  const audio = reading ? readingAudio(reading) : '';
  return (
    <li
      className={`yw-tbjx-tile${tile.learned ? ' is-learned' : ''}`}
      data-testid="tbjx-char"
      data-char={tile.char}
      data-learned={tile.learned ? '1' : '0'}
    >
      <button
        type="button"
        className="yw-tbjx-tile__open"
        onClick={() => openDictionary(tile.char)}
        aria-label={`查字典：${reading ? `${reading} ` : ''}${tile.char}${tile.learned ? '，已学会' : ''}`}
      >
        <span className="yw-tbjx-tile__pinyin">{reading}</span>
        <span className={`yw-tbjx-tile__char yw-kai${grid ? ' is-grid' : ''}`}>{tile.char}</span>
      </button>
      {audio && (
        <AudioButton urls={[audio]} label={`读一读「${tile.char}」${reading}`} className="yw-tbjx-tile__audio" />
      )}
      {tile.learned && (
        <span className="yw-tbjx-tile__badge" aria-hidden="true">
          已学
        </span>
      )}
    </li>
  );
}

/** A table of the lesson (会认, 会写 …) as tiles under its heading; nothing when it is empty. */
export function CharTiles({
  title,
  note,
  tiles,
  grid = false,
  testId,
}: {
  title: string;
  note?: string;
  tiles: readonly CharacterTile[];
  /** Draw the 田字格 (the characters to write). */
  grid?: boolean;
  testId: string;
}) {
  if (tiles.length === 0) return null;
  return (
    <section className="yw-tbjx-section" data-testid={testId}>
      <h3 className="yw-section-title">
        {title}
        <span className="yw-tbjx-count">{tiles.length} 个</span>
      </h3>
      {note && <p className="yw-tbjx-note">{note}</p>}
      <ul className="yw-tbjx-tiles">
        {tiles.map((tile) => (
          <CharTile key={`${tile.id}-${tile.char}`} tile={tile} grid={grid} />
        ))}
      </ul>
    </section>
  );
}
