import type { Track } from '@yuwen/protocol';
import { useState } from 'react';
import { PageFailure, PageLoading, PageMessage } from '../../../components/page-state/page-state';
import { TappableText } from '../../../components/tappable-text/tappable-text';
import { useTrack } from '../api/tracks.api';
import { availableSources, type ListenMark, type ListenSource, SOURCE_LABELS } from '../listen';
import { useChineseVoice, useListen } from './use-listen';

/** The text with pinyin over each character; the line being read lights up, and its character when known. */
function ListenText({ track, mark }: { track: Track; mark: ListenMark | null }) {
  return (
    <div className="yw-sxyd-text" data-testid="sxyd-text">
      {track.lines.map((line, lineIndex) => {
        const playing = mark?.line === lineIndex;
        return (
          <p
            // Lines of a text may repeat (鹅，鹅，鹅，), so the index is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={lineIndex}
            className={`yw-sxyd-line${playing ? ' is-playing' : ''}`}
            data-testid="sxyd-line"
            data-playing={playing ? 'true' : 'false'}
            aria-current={playing ? 'true' : undefined}
          >
            <TappableText
              text={line}
              pinyin={track.pinyin[lineIndex] ?? []}
              reading={playing ? mark?.index : undefined}
              charClassName="yw-sxyd-char"
              plainClassName="yw-sxyd-punct"
            />
          </p>
        );
      })}
    </div>
  );
}

/** The player: which source reads (chosen, and said in words), play and stop, and the text following along. */
function Player({ track }: { track: Track }) {
  const hasVoice = useChineseVoice();
  const sources = availableSources(track, hasVoice);
  const [chosen, setChosen] = useState<ListenSource | undefined>(undefined);
  const source = chosen !== undefined && sources.includes(chosen) ? chosen : sources[0];
  const { mark, playing, start, stop } = useListen(track, source);
  return (
    <article className="yw-sxyd-player" data-testid="sxyd-player" data-source={source ?? ''}>
      <header className="yw-sxyd-player__head">
        <h1 className="yw-sxyd-player__title yw-kai">{track.title}</h1>
        {track.byline && <p className="yw-sxyd-player__byline">{track.byline}</p>}
      </header>
      {source === undefined ? (
        <p className="yw-sxyd-player__note" role="status">
          这一篇还没有可以播放的声音，请家长或老师读给你听吧。
        </p>
      ) : (
        <>
          <fieldset className="yw-sxyd-sources">
            <legend className="yw-sxyd-sources__legend">用什么声音读</legend>
            {sources.map((s) => (
              <button
                key={s}
                type="button"
                aria-pressed={s === source}
                className="yw-sxyd-source"
                data-testid={`sxyd-source-${s}`}
                onClick={() => {
                  stop();
                  setChosen(s);
                }}
              >
                {SOURCE_LABELS[s].name}
              </button>
            ))}
          </fieldset>
          <p className="yw-sxyd-player__note" data-testid="sxyd-source-note">
            {SOURCE_LABELS[source].note}
          </p>
          <button
            type="button"
            className="yw-button yw-sxyd-play"
            data-testid="sxyd-play"
            onClick={playing ? stop : start}
          >
            {playing ? '停下' : '开始听'}
          </button>
        </>
      )}
      <ListenText track={track} mark={mark} />
    </article>
  );
}

/** One track: loaded by its key, then played. */
export function TrackPlayer({ moduleId, trackKey }: { moduleId: number; trackKey: string }) {
  const answer = useTrack(moduleId, trackKey);
  if (answer.isPending) return <PageLoading />;
  if (answer.isError) return <PageFailure error={answer.error} onRetry={answer.refetch} />;
  if (answer.data.lines.length === 0) return <PageMessage glyph="听" title="这一篇没有文字" />;
  return <Player key={answer.data.key} track={answer.data} />;
}
