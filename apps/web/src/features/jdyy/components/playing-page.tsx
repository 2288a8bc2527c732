// jdyy = 经典有声: the playing page — one track read aloud, with the audio player and next/previous.
import type { PoemContent } from '@yuwen/protocol';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { haltAudioButtons } from '../../../components/audio-button/audio-button-store';
import { AudioPlayerBar } from '../../../components/audio-player/audio-player';
import { useAudioFile } from '../../../components/audio-player/use-audio-file';
import { isDictionaryOpen, subscribeDictionary } from '../../../components/dictionary-overlay/dictionary-overlay-store';
import { PageLoading, PageMessage } from '../../../components/page-state/page-state';
import { TitleBar } from '../../../components/title-bar/title-bar';
import { byline } from '../../../lib/byline';
import { failureMessage } from '../../../lib/http-transport';
import { useLearningRecord } from '../../../lib/learning-record';
import { playSteps, READING_SPEEDS, readAloudPlayer, readingSteps } from '../../../lib/read-aloud';
import { neighbourTrack } from '../album';
import { useAlbumTracks, useTrackContent } from '../api/albums.api';
import { AlbumCover } from './album-cover';
import type { JdyyLinks } from './albums-page';
import '../jdyy.css';

/** Albums read at the middle speed of the poem pages. */
const ALBUM_GAP_MS = READING_SPEEDS.find((s) => s.key === 'normal')?.gapMs ?? 250;

/**
 * Reads a poem from its syllable recordings: play/pause (a pause remembers the syllable), seek to a
 * syllable, and the listening time as it really passes. `onEnd` hears the end of the track.
 */
function useSyllableTrack(poem: PoemContent, onEnd: () => void) {
  const { steps, unrecorded } = useMemo(() => readingSteps(poem.pinyin, poem.audio), [poem]);
  const [playing, setPlaying] = useState(false);
  const [position, setPosition] = useState(0);
  const [elapsed, setElapsed] = useState(0);
  const stopRef = useRef<(() => void) | null>(null);
  const ended = useRef(onEnd);
  ended.current = onEnd;

  const halt = () => {
    stopRef.current?.();
    stopRef.current = null;
  };
  const playFrom = (from: number) => {
    halt();
    haltAudioButtons();
    setPlaying(true);
    stopRef.current = playSteps(
      readAloudPlayer(),
      steps,
      () => ALBUM_GAP_MS,
      (step) => {
        if (step !== null) {
          setPosition(step);
          return;
        }
        stopRef.current = null;
        setPlaying(false);
        setPosition(0);
        ended.current();
      },
      from,
    );
  };
  const pause = () => {
    halt();
    setPlaying(false);
  };

  // The listening time, counted while the reading plays.
  const elapsedRef = useRef(0);
  useEffect(() => {
    if (!playing) return;
    let last = performance.now();
    const timer = setInterval(() => {
      const now = performance.now();
      elapsedRef.current += (now - last) / 1000;
      last = now;
      setElapsed(elapsedRef.current);
    }, 250);
    return () => clearInterval(timer);
  }, [playing]);

  // The dictionary pauses whatever plays (spec §2); leaving the page stops the reading.
  // biome-ignore lint/correctness/useExhaustiveDependencies: subscribed once; pause reads refs only.
  useEffect(() => {
    const off = subscribeDictionary(() => {
      if (isDictionaryOpen()) pause();
    });
    return () => {
      off();
      stopRef.current?.();
    };
  }, []);

  return {
    steps,
    unrecorded,
    playing,
    position,
    elapsed,
    toggle: () => (playing ? pause() : playFrom(position)),
    play: () => playFrom(0),
    seek: (value: number) => {
      const step = Math.min(Math.max(Math.round(value), 0), Math.max(steps.length - 1, 0));
      setPosition(step);
      if (playing) playFrom(step);
    },
  };
}

function TrackLines({ poem, mark }: { poem: PoemContent; mark: { line: number; index: number } | null }) {
  return (
    <div className="yw-jdyy-lines yw-kai" data-testid="jdyy-lines">
      {poem.lines.map((line, lineIndex) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the lines of a poem are fixed; their order is their identity.
        <p key={lineIndex}>
          {[...line].map((char, index) => (
            <span
              // biome-ignore lint/suspicious/noArrayIndexKey: characters repeat; their position is their identity.
              key={index}
              className={mark?.line === lineIndex && mark.index === index ? 'is-reading' : undefined}
            >
              {char}
            </span>
          ))}
        </p>
      ))}
    </div>
  );
}

/** A track read from the syllable recordings: the player bar moves from syllable to syllable. */
function SyllableTrack({ poem, onEnd }: { poem: PoemContent; onEnd: () => void }) {
  const track = useSyllableTrack(poem, onEnd);
  const { play } = track;
  // The playing page plays: the pupil came here by choosing the track (or the one before it ended).
  const started = useRef(false);
  useEffect(() => {
    if (started.current || track.steps.length === 0) return;
    started.current = true;
    play();
  }, [play, track.steps.length]);

  const current = track.playing ? (track.steps[track.position] ?? null) : null;
  const canRead = track.steps.length > 0;
  return (
    <>
      <TrackLines poem={poem} mark={current} />
      <AudioPlayerBar
        playing={track.playing}
        onToggle={track.toggle}
        elapsedSeconds={track.elapsed}
        disabled={!canRead}
        seek={{
          value: track.position,
          max: Math.max(track.steps.length - 1, 0),
          onSeek: track.seek,
          label: '朗读到第几个字',
        }}
      />
      <p className="yw-jdyy-note" data-testid="jdyy-honest-note">
        {canRead
          ? `这首没有整首录音，按音节录音逐字朗读：第 ${track.position + 1} / ${track.steps.length} 字。`
          : '这首还没有可以朗读的音节录音。'}
        {track.unrecorded > 0 && ` 有 ${track.unrecorded} 个音节没有录音，朗读时跳过。`}
      </p>
    </>
  );
}

/** A track a teacher recorded: the real file, with its length and a seek bar in seconds. */
function RecordingTrack({ poem, url, onEnd }: { poem: PoemContent; url: string; onEnd: () => void }) {
  const file = useAudioFile(url, onEnd);
  const { toggle } = file;
  // Plays on arrival, like a syllable track.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    haltAudioButtons();
    toggle();
  }, [toggle]);
  return (
    <>
      <TrackLines poem={poem} mark={null} />
      <AudioPlayerBar
        playing={file.playing}
        onToggle={file.toggle}
        elapsedSeconds={file.elapsedSeconds}
        totalSeconds={file.totalSeconds}
        seek={file.seek}
      />
      <p className="yw-jdyy-note" data-testid="jdyy-honest-note" data-kind="teacher">
        老师录音：整首诗由老师朗读。
      </p>
    </>
  );
}

function Player({
  poem,
  album,
  albumName,
  previous,
  next,
  goTo,
}: {
  poem: PoemContent;
  album: string;
  albumName: string;
  previous: number | undefined;
  next: number | undefined;
  goTo: (track: number) => void;
}) {
  const [finished, setFinished] = useState(false);
  const onEnd = () => {
    if (next !== undefined) goTo(next);
    else setFinished(true);
  };
  return (
    <article className="yw-jdyy-playing" data-testid="jdyy-playing" data-album={album}>
      <AlbumCover name={albumName} picture="" size="large" />
      <h2 className="yw-jdyy-playing__title yw-kai" data-testid="jdyy-track-title">
        {poem.title}
      </h2>
      <p className="yw-jdyy-note">{byline(poem.dynasty, poem.author)}</p>
      {poem.teacher_audio ? (
        <RecordingTrack poem={poem} url={poem.teacher_audio} onEnd={onEnd} />
      ) : (
        <SyllableTrack poem={poem} onEnd={onEnd} />
      )}
      {finished && <p className="yw-jdyy-note">专辑播放完毕。</p>}
      <div className="yw-jdyy-skip">
        <button
          type="button"
          className="yw-jdyy-skip__button"
          data-testid="jdyy-previous"
          disabled={previous === undefined}
          onClick={() => previous !== undefined && goTo(previous)}
        >
          上一首
        </button>
        <button
          type="button"
          className="yw-jdyy-skip__button"
          data-testid="jdyy-next"
          disabled={next === undefined}
          onClick={() => next !== undefined && goTo(next)}
        >
          下一首
        </button>
      </div>
    </article>
  );
}

/** /jdyy/playing?album=…&track=…: the track playing, with the album around it. */
export function PlayingPage({
  album,
  track,
  moduleId,
  playingTo,
}: {
  album: string | undefined;
  track: number | undefined;
  moduleId?: number;
  playingTo: JdyyLinks['playingTo'];
}) {
  useLearningRecord(moduleId);
  const navigate = useNavigate();
  const tracks = useAlbumTracks(album ?? '');
  const content = useTrackContent(track);
  const ids = tracks.tracks.map((t) => t.item.id);
  let body: React.ReactNode;
  if (album === undefined || track === undefined) body = <PageMessage glyph="听" title="没有指定要播放的曲目" />;
  else if (content.isPending || tracks.query.isPending) body = <PageLoading />;
  else if (content.isError)
    body = (
      <PageMessage glyph="断" title={failureMessage(content.error)}>
        <button type="button" className="yw-button" onClick={() => content.refetch()}>
          重试
        </button>
      </PageMessage>
    );
  else
    body = (
      <Player
        key={track}
        poem={content.data}
        album={album}
        albumName={tracks.name || content.data.collection_name}
        previous={neighbourTrack(ids, track, -1)}
        next={neighbourTrack(ids, track, 1)}
        goTo={(id) => navigate(playingTo(album, id), { replace: true })}
      />
    );
  return (
    <>
      <TitleBar title={content.data?.title ?? '正在播放'} back />
      <main className="yw-page yw-jdyy" data-testid="jdyy-playing-page">
        {body}
      </main>
    </>
  );
}
