import { type ReactNode, useEffect, useId, useSyncExternalStore } from 'react';
import { SpeakerIcon } from '../icons/icons';
import { activeAudioButton, pressAudioButton, releaseAudioButton, subscribeAudioButtons } from './audio-button-store';
import './audio-button.css';

/**
 * The audio button of spec §4: idle until clicked, then playing its urls one after another (the
 * active marker `is-active`) until the whole list has ended, or another button takes over.
 */
export function AudioButton({
  urls,
  label,
  children,
  className,
  testId,
}: {
  urls: readonly string[];
  /** What the button reads, for screen readers (e.g. 朗读第 1 句). */
  label: string;
  children?: ReactNode;
  className?: string;
  testId?: string;
}) {
  const id = useId();
  const playing = useSyncExternalStore(subscribeAudioButtons, activeAudioButton) === id;
  useEffect(() => () => releaseAudioButton(id), [id]);
  return (
    <button
      type="button"
      className={['yw-audio-button', playing ? 'is-active' : '', className ?? ''].filter(Boolean).join(' ')}
      aria-label={label}
      aria-pressed={playing}
      data-state={playing ? 'playing' : 'idle'}
      data-testid={testId}
      disabled={urls.length === 0}
      onClick={() => pressAudioButton(id, urls)}
    >
      <SpeakerIcon className="yw-audio-button__icon" />
      {children}
    </button>
  );
}
