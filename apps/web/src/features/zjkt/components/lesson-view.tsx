import type { ZjktLesson } from '@yuwen/protocol';
import { useState } from 'react';
import { Link } from 'react-router';
import { haltAudioButtons } from '../../../components/audio-button/audio-button-store';
import { PageFailure, PageLoading } from '../../../components/page-state/page-state';
import { TappableText } from '../../../components/tappable-text/tappable-text';
import { useArea } from '../../area-routes';
import { useLesson } from '../api/zjkt.api';
import { targetPath } from '../zjkt-links';

const LINK_KIND_NAMES = { poem: '古诗', lesson: '课文', chars: '认一认' } as const;

/** The lesson's video, or a kind word where there is none (or it cannot play). */
function LessonVideo({ video }: { video: ZjktLesson['video'] }) {
  const [failed, setFailed] = useState(false);
  if (!video || failed) {
    return (
      <div className="yw-zjkt-video yw-zjkt-video--empty" data-testid="zjkt-video-empty">
        <span className="yw-zjkt-video__glyph yw-kai" aria-hidden="true">
          读
        </span>
        <span>{video ? '这个视频现在放不出来，先读读下面的内容吧' : '这节课没有视频，一起读读下面的内容吧'}</span>
      </div>
    );
  }
  return (
    // biome-ignore lint/a11y/useMediaCaption: teachers' own lesson clips have no captions; the lesson's text is below.
    <video
      className="yw-zjkt-video"
      src={video.url}
      controls
      playsInline
      preload="metadata"
      aria-label={video.title}
      onPlay={() => haltAudioButtons()}
      onError={() => setFailed(true)}
      data-testid="zjkt-video"
    />
  );
}

/** Where the lesson leads on: a poem, a textbook lesson, characters to look up one by one. */
function LessonLinks({ links }: { links: ZjktLesson['links'] }) {
  const { desktop } = useArea();
  if (links.length === 0) return null;
  return (
    <section className="yw-zjkt-links" aria-labelledby="zjkt-links-title">
      <h2 id="zjkt-links-title" className="yw-zjkt-links__title">
        接着学
      </h2>
      <ul className="yw-zjkt-links__list">
        {links.map((link) => {
          const to = targetPath(link, desktop);
          return (
            <li key={`${link.kind}-${link.id}-${link.text}`} className="yw-zjkt-link">
              <span className="yw-zjkt-link__kind">{LINK_KIND_NAMES[link.kind]}</span>
              {to ? (
                <Link className="yw-zjkt-link__target" to={to} data-testid="zjkt-link">
                  {link.label}
                </Link>
              ) : (
                <span className="yw-zjkt-link__chars" data-testid="zjkt-link-chars">
                  <TappableText text={link.text} charClassName="yw-zjkt-char yw-kai" />
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** One lesson: title and author, the video, the cover, the text, the pictures and the links. */
export function LessonView({ lessonId }: { lessonId: number }) {
  const lesson = useLesson(lessonId);
  if (lesson.isPending) return <PageLoading />;
  if (lesson.isError) return <PageFailure error={lesson.error} onRetry={lesson.refetch} />;
  const { title, author_name, video, cover, text, images, links } = lesson.data;
  return (
    <article className="yw-zjkt-lesson" data-testid="zjkt-lesson">
      <h1 className="yw-zjkt-lesson__title">{title}</h1>
      <p className="yw-zjkt-lesson__author">{author_name}</p>
      <LessonVideo video={video} />
      {cover && <img className="yw-zjkt-lesson__cover" src={cover} alt={`${title}的封面`} />}
      <div className="yw-zjkt-lesson__text">
        {text
          .split('\n')
          .filter((line) => line.trim() !== '')
          .map((line, i) => (
            // Paragraphs have no identity of their own beyond their place.
            // biome-ignore lint/suspicious/noArrayIndexKey: the text is fixed while shown.
            <p key={i}>
              <TappableText text={line} />
            </p>
          ))}
      </div>
      {images.map((src, i) => (
        <img key={src} className="yw-zjkt-lesson__image" src={src} alt={`${title}的插图 ${i + 1}`} loading="lazy" />
      ))}
      <LessonLinks links={links} />
    </article>
  );
}
