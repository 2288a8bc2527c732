// jdyy = 经典有声: the area's routes — albums (one per poem collection), an album, the playing page.
import { lazy } from 'react';
import { useSearchParams } from 'react-router';
import { meaningful, toNumber } from '../../lib/stored-value';
import { type AreaRoutes, useAreaModule } from '../area-routes';

const AlbumsPage = lazy(() => import('./components/albums-page').then((m) => ({ default: m.AlbumsPage })));
const AlbumInfoPage = lazy(() => import('./components/album-info-page').then((m) => ({ default: m.AlbumInfoPage })));
const PlayingPage = lazy(() => import('./components/playing-page').then((m) => ({ default: m.PlayingPage })));

/** The area's views: the albums, one album, the playing page. */
type JdyyView = 'albums' | 'albuminfo' | 'playing';

/** 经典有声: albums → an album → the playing page. */
function JdyyRoute({ view }: { view: JdyyView }) {
  const [params] = useSearchParams();
  const moduleId = useAreaModule('jdyy')?.id;
  const album = meaningful(params.get('album'));
  const playingTo = (key: string, track: number) =>
    `/jdyy/playing?${new URLSearchParams({ album: key, track: String(track) })}`;
  if (view === 'playing') {
    const track = toNumber(meaningful(params.get('track')));
    return <PlayingPage album={album} track={track} moduleId={moduleId} playingTo={playingTo} />;
  }
  if (view === 'albuminfo') {
    return <AlbumInfoPage key={album} album={album} moduleId={moduleId} playingTo={playingTo} />;
  }
  return <AlbumsPage moduleId={moduleId} albumTo={(key) => `/jdyy/albuminfo?${new URLSearchParams({ album: key })}`} />;
}

/** 经典有声's routes: mobile only (the desktop table shows them through its mobile fallback). */
export const JDYY_ROUTES: AreaRoutes = {
  modules: { jdyy: { mobile: '/jdyy' } },
  mobile: [
    { path: '/jdyy', element: <JdyyRoute view="albums" /> },
    { path: '/jdyy/albuminfo', element: <JdyyRoute view="albuminfo" /> },
    { path: '/jdyy/playing', element: <JdyyRoute view="playing" /> },
  ],
  desktop: [],
};
