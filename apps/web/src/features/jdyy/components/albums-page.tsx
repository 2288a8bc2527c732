// jdyy = 经典有声: the albums, one per poem collection, read aloud from the syllable recordings.
import { Link } from 'react-router';
import { PageFailure, PageLoading, PageMessage } from '../../../components/page-state/page-state';
import { TitleBar } from '../../../components/title-bar/title-bar';
import { useLearningRecord } from '../../../lib/learning-record';
import { useAlbums } from '../api/albums.api';
import { AlbumCover } from './album-cover';
import '../jdyy.css';

/** Where the pages link to; the app's route tables decide. */
export interface JdyyLinks {
  albumTo: (album: string) => string;
  playingTo: (album: string, track: number) => string;
}

/** /jdyy: every album. */
export function AlbumsPage({ moduleId, albumTo }: Pick<JdyyLinks, 'albumTo'> & { moduleId?: number }) {
  useLearningRecord(moduleId);
  const albums = useAlbums();
  let body: React.ReactNode;
  if (albums.isPending) body = <PageLoading />;
  else if (albums.isError) body = <PageFailure error={albums.error} onRetry={albums.refetch} />;
  else if (albums.data.length === 0) body = <PageMessage glyph="听" title="还没有导入诗文，请先运行内容导入" />;
  else
    body = (
      <>
        <p className="yw-jdyy-note">每张专辑是一部诗文集，按音节录音逐字朗读（目前没有整首诗的录音）。</p>
        <ul className="yw-jdyy-albums" data-testid="jdyy-albums">
          {albums.data.map((album) => (
            <li key={album.key}>
              <Link className="yw-jdyy-album" to={albumTo(album.key)} data-testid="jdyy-album">
                <AlbumCover name={album.name} picture="" />
                <span className="yw-jdyy-album__name yw-kai">{album.name}</span>
                <span className="yw-jdyy-album__count">{album.count} 首</span>
              </Link>
            </li>
          ))}
        </ul>
      </>
    );
  return (
    <>
      <TitleBar title="经典有声" back />
      <main className="yw-page yw-jdyy" data-testid="jdyy-albums-page">
        {body}
      </main>
    </>
  );
}
