import { formatClock } from './clock';
import './audio-player.css';

/** Where the track is, in the units the seek bar moves in (seconds for a file, syllables for a reading). */
export interface SeekPosition {
  value: number;
  max: number;
  onSeek: (value: number) => void;
  /** What the bar measures, for screen readers. */
  label: string;
}

/**
 * The audio player of spec §2: play/pause, a seek bar and the time as mm:ss (with the total when
 * it is known).
 */
export function AudioPlayerBar({
  playing,
  onToggle,
  elapsedSeconds,
  totalSeconds,
  seek,
  disabled = false,
}: {
  playing: boolean;
  onToggle: () => void;
  elapsedSeconds: number;
  /** Left out when the length is not known in advance. */
  totalSeconds?: number;
  seek: SeekPosition;
  disabled?: boolean;
}) {
  return (
    <div className="yw-audio-player" data-testid="audio-player">
      <button
        type="button"
        className={playing ? 'yw-audio-player__toggle is-playing' : 'yw-audio-player__toggle'}
        aria-label={playing ? '暂停' : '播放'}
        data-testid="audio-player-toggle"
        disabled={disabled}
        onClick={onToggle}
      >
        <span aria-hidden="true" className="yw-audio-player__glyph" />
      </button>
      <input
        type="range"
        className="yw-audio-player__seek"
        aria-label={seek.label}
        min={0}
        max={Math.max(seek.max, 0)}
        step="any"
        value={Math.min(seek.value, seek.max)}
        disabled={disabled || seek.max <= 0}
        onChange={(event) => seek.onSeek(Number(event.currentTarget.value))}
        data-testid="audio-player-seek"
      />
      <span className="yw-audio-player__time" data-testid="audio-player-time">
        {formatClock(elapsedSeconds)}
        {totalSeconds !== undefined && totalSeconds > 0 && ` / ${formatClock(totalSeconds)}`}
      </span>
    </div>
  );
}
