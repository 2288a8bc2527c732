/** The album art we have: none, so a lettered cover from the album's name (music item picture is ''). */
export function AlbumCover({
  name,
  picture,
  size = 'normal',
}: {
  name: string;
  picture: string;
  size?: 'normal' | 'large';
}) {
  const className = size === 'large' ? 'yw-jdyy-cover yw-jdyy-cover--large' : 'yw-jdyy-cover';
  if (picture) return <img className={className} src={picture} alt="" />;
  return (
    <span className={`${className} yw-kai`} aria-hidden="true">
      {[...name].slice(0, 2).join('')}
    </span>
  );
}
