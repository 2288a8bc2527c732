import type { MediaItem } from '@yuwen/protocol';
import { type SyntheticEvent, useState } from 'react';
import { AudioButton } from '../audio-button/audio-button';
import { haltAudioButtons } from '../audio-button/audio-button-store';
import { MEDIA_KIND_NAMES, mediaTitle, sortMedia } from './content-kit-format';
import './content-kit.css';

// One thing plays at a time: a video that starts stops the audio buttons and the other videos.
function playAlone(event: SyntheticEvent<HTMLVideoElement>) {
  haltAudioButtons();
  for (const element of document.querySelectorAll<HTMLMediaElement>('audio, video')) {
    if (element !== event.currentTarget) element.pause();
  }
}

function VideoBody({ media, title }: { media: MediaItem; title: string }) {
  const [failed, setFailed] = useState(false);
  const ratio = media.width > 0 && media.height > 0 ? `${media.width} / ${media.height}` : undefined;
  if (failed) {
    return (
      <div className="yw-ck-slot__broken" role="alert">
        这个视频现在放不出来，请稍后再试试。
      </div>
    );
  }
  return (
    // biome-ignore lint/a11y/useMediaCaption: teachers' own lesson clips; no captions exist, the title is printed below.
    <video
      className="yw-ck-slot__video"
      src={media.url}
      controls
      playsInline
      preload="metadata"
      aria-label={title}
      style={ratio ? { aspectRatio: ratio } : undefined}
      onPlay={playAlone}
      onError={() => setFailed(true)}
      data-testid="media-video"
    />
  );
}

/**
 * One media file of the library in its natural form: a video with the browser's controls (inline
 * on phones), an image, or an audio button; its title below. With nothing to show it says so kindly.
 */
export function MediaSlot({ media, emptyText = '这里还没有图片和视频哦' }: { media?: MediaItem; emptyText?: string }) {
  if (!media) {
    return (
      <div className="yw-ck-slot yw-ck-slot--empty" data-testid="media-slot-empty">
        <span className="yw-ck-slot__empty-glyph yw-kai" aria-hidden="true">
          画
        </span>
        <span>{emptyText}</span>
      </div>
    );
  }
  const title = mediaTitle(media);
  return (
    <figure className={`yw-ck-slot yw-ck-slot--${media.kind}`} data-testid="media-slot" data-kind={media.kind}>
      {media.kind === 'video' && <VideoBody media={media} title={title} />}
      {media.kind === 'image' && (
        <img
          className="yw-ck-slot__image"
          src={media.url}
          alt={title}
          loading="lazy"
          width={media.width || undefined}
          height={media.height || undefined}
          data-testid="media-image"
        />
      )}
      {media.kind === 'audio' && (
        <AudioButton urls={[media.url]} label={`听一听：${title}`} className="yw-ck-slot__audio" testId="media-audio">
          <span>听一听</span>
        </AudioButton>
      )}
      <figcaption className="yw-ck-slot__caption">
        <span className="yw-ck-slot__kind">{MEDIA_KIND_NAMES[media.kind]}</span>
        {title}
      </figcaption>
    </figure>
  );
}

/** Several media files, videos first, in a grid that is one column on phones; nothing when empty unless `emptyText`. */
export function MediaSlots({
  media,
  emptyText,
  title,
}: {
  media: readonly MediaItem[];
  /** Shown (in one empty slot) when there is nothing; without it an empty list renders nothing. */
  emptyText?: string;
  /** A heading over the slots. */
  title?: string;
}) {
  if (media.length === 0 && emptyText === undefined) return null;
  return (
    <section className="yw-ck-media" data-testid="media-slots">
      {title && <h2 className="yw-section-title">{title}</h2>}
      {media.length === 0 ? (
        <MediaSlot emptyText={emptyText} />
      ) : (
        <div className="yw-ck-media__grid">
          {sortMedia(media).map((item) => (
            <MediaSlot key={item.id} media={item} />
          ))}
        </div>
      )}
    </section>
  );
}
