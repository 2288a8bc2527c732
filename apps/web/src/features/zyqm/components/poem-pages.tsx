import { Link } from 'react-router';
import { useAttachedMedia } from '../../../components/content-kit/api/attached-media.api';
import { MediaSlot } from '../../../components/content-kit/media-slot';
import { PageFailure, PageLoading, PageMessage } from '../../../components/page-state/page-state';
import { TappableText } from '../../../components/tappable-text/tappable-text';
import { useAreaModule } from '../../area-routes';
import { usePoemStories, usePoemStory } from '../api/zyqm.api';
import type { ZyqmLinks } from '../zyqm-links';

const byline = (p: { author: string; dynasty: string }) =>
  p.author ? `${p.dynasty ? `〔${p.dynasty}〕` : ''}${p.author}` : '作者说法不一';

/** 诗词乐园: the easy poems we wrote a story for. */
export function PoemListPage({ links }: { links: ZyqmLinks }) {
  const answer = usePoemStories();
  if (answer.isPending) return <PageLoading />;
  if (answer.isError) return <PageFailure error={answer.error} onRetry={answer.refetch} />;
  if (answer.data.list.length === 0) return <PageMessage glyph="诗" title="诗的故事还在准备中" />;
  return (
    <ul className="yw-zyqm-list yw-zyqm-list--grid">
      {answer.data.list.map((poem) => (
        <li key={poem.key}>
          <Link className="yw-zyqm-row" to={links.poem(poem.key)} data-testid="zyqm-poem">
            <span className="yw-zyqm-row__title yw-kai">{poem.title}</span>
            <span className="yw-zyqm-row__pinyin">{byline(poem)}</span>
            <span className="yw-zyqm-row__note yw-kai">{poem.first_line}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** gs (the poem and our story) or playVideo (the poem's media slot, plainly empty until a video is attached). */
export function PoemPage({ poemKey, video, links }: { poemKey: string; video: boolean; links: ZyqmLinks }) {
  const answer = usePoemStory(poemKey);
  const scly = useAreaModule('scly');
  const media = useAttachedMedia({ moduleId: video ? (scly?.id ?? 0) : 0 }, 'video');
  if (answer.isPending) return <PageLoading />;
  if (answer.isError) return <PageFailure error={answer.error} onRetry={answer.refetch} />;
  const p = answer.data;
  return (
    <div className="yw-zyqm-stack" data-testid="zyqm-poem-page">
      <section className="yw-zyqm-card yw-zyqm-poem">
        <h2 className="yw-zyqm-poem__title yw-kai">{p.title}</h2>
        <p className="yw-zyqm-note">{byline(p)}</p>
        {p.lines.map((line) => (
          <p key={line} className="yw-zyqm-poem__line yw-kai">
            <TappableText text={line} charClassName="yw-zyqm-poem__char" />
          </p>
        ))}
      </section>
      {video ? (
        <section className="yw-zyqm-card" data-testid="zyqm-poem-video">
          <h2 className="yw-zyqm-heading">看动画</h2>
          <MediaSlot media={media.data?.[0]} emptyText="这首诗的动画还没有放上来" />
        </section>
      ) : (
        <section className="yw-zyqm-card" data-testid="zyqm-story">
          <h2 className="yw-zyqm-heading">诗背后的故事</h2>
          {p.story.map((para) => (
            <p key={para} className="yw-zyqm-para">
              <TappableText text={para} />
            </p>
          ))}
        </section>
      )}
      <Link
        className="yw-zyqm-more"
        to={video ? links.poem(p.key) : links.video(p.key)}
        data-testid={video ? 'zyqm-story-link' : 'zyqm-video-link'}
      >
        {video ? '读诗的故事' : '看这首诗的动画'}
      </Link>
    </div>
  );
}
