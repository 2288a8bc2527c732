import { Link } from 'react-router';
import { PageFailure, PageLoading, PageMessage } from '../../../components/page-state/page-state';
import { useTracks } from '../api/tracks.api';
import type { SxydLinks } from '../sxyd-links';

/** The tracks by group: the poems by grade, then each primer's chapters. */
export function TrackList({ moduleId, links, current }: { moduleId: number; links: SxydLinks; current?: string }) {
  const answer = useTracks(moduleId);
  if (answer.isPending) return <PageLoading />;
  if (answer.isError) return <PageFailure error={answer.error} onRetry={answer.refetch} />;
  const { groups } = answer.data;
  if (groups.length === 0) return <PageMessage glyph="听" title="要听的课文还在准备中" />;
  return (
    <div className="yw-sxyd-groups" data-testid="sxyd-tracks">
      {groups.map((group) => (
        <section key={group.key} className="yw-sxyd-group">
          <h2 className="yw-section-title">{group.name}</h2>
          <ul className="yw-sxyd-tracks">
            {group.tracks.map((track) => (
              <li key={track.key}>
                <Link
                  className="yw-sxyd-track"
                  to={links.tracks(track.key)}
                  data-testid="sxyd-track"
                  aria-current={current === track.key ? 'page' : undefined}
                >
                  <span className="yw-sxyd-track__title yw-kai">{track.title}</span>
                  <span className="yw-sxyd-track__byline">{track.byline}</span>
                  {track.teacher && <span className="yw-sxyd-track__badge">老师录音</span>}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
