// jdyy = 经典有声: one album (a collection) and its tracks.
import { Link } from 'react-router';
import { PageLoading, PageMessage } from '../../../components/page-state/page-state';
import { TitleBar } from '../../../components/title-bar/title-bar';
import { byline } from '../../../lib/byline';
import { failureMessage } from '../../../lib/http-transport';
import { useLearningRecord } from '../../../lib/learning-record';
import { useAlbumTracks } from '../api/albums.api';
import { AlbumCover } from './album-cover';
import type { JdyyLinks } from './albums-page';
import '../jdyy.css';

function Tracks({ album, playingTo }: { album: string; playingTo: JdyyLinks['playingTo'] }) {
  const { query, tracks, name, total } = useAlbumTracks(album);
  if (query.isPending) return <PageLoading />;
  if (query.isError)
    return (
      <PageMessage glyph="断" title={failureMessage(query.error)}>
        <button type="button" className="yw-button" onClick={() => query.refetch()}>
          重试
        </button>
      </PageMessage>
    );
  const first = tracks[0];
  if (!first) return <PageMessage glyph="听" title="这张专辑还没有曲目" />;
  return (
    <>
      <header className="yw-jdyy-info">
        <AlbumCover name={name} picture={first.item.picture} size="large" />
        <div className="yw-jdyy-info__text">
          <h2 className="yw-jdyy-info__name yw-kai" data-testid="jdyy-album-name">
            {name}
          </h2>
          <p className="yw-jdyy-note">共 {total} 首 · 按音节录音逐字朗读</p>
          <Link className="yw-button" to={playingTo(album, first.item.id)} data-testid="jdyy-play-all">
            全部播放
          </Link>
        </div>
      </header>
      <ol className="yw-jdyy-tracks" data-testid="jdyy-tracks">
        {tracks.map(({ item, poem }, i) => (
          <li key={item.id}>
            <Link className="yw-jdyy-track" to={playingTo(album, item.id)} data-testid="jdyy-track">
              <span className="yw-jdyy-track__no">{i + 1}</span>
              <span className="yw-jdyy-track__title yw-kai">{item.title}</span>
              <span className="yw-jdyy-track__by">{byline(poem.dynasty, poem.author)}</span>
            </Link>
          </li>
        ))}
      </ol>
    </>
  );
}

/** /jdyy/albuminfo?album=…: the album's cover, its tracks and "play all". */
export function AlbumInfoPage({
  album,
  moduleId,
  playingTo,
}: {
  album: string | undefined;
  moduleId?: number;
  playingTo: JdyyLinks['playingTo'];
}) {
  useLearningRecord(moduleId);
  return (
    <>
      <TitleBar title="专辑详情" back />
      <main className="yw-page yw-jdyy" data-testid="jdyy-albuminfo-page">
        {album === undefined ? (
          <PageMessage glyph="听" title="没有指定专辑" />
        ) : (
          <Tracks album={album} playingTo={playingTo} />
        )}
      </main>
    </>
  );
}
