// 「我的课本」: once the pupil has chosen a textbook volume (in 同步教学, 部编汉字 or 部编词语), the
// home screen shows it with the lesson to go on with, one tap away.
import { Link } from 'react-router';
import { AreaIcon, areaArt } from '../../../components/area-icons/area-icon';
import { lessonLabel } from '../../../components/textbook-volume/next-lesson';
import { useMyTextbook } from '../my-textbook';

/** The chosen volume and its next lesson; nothing before a volume is chosen or while it loads. */
export function MyTextbookCard() {
  const { volume, units, next, bookTo, lessonTo } = useMyTextbook();
  if (!volume || !units || bookTo === undefined) return null;

  const lessons = units.flatMap((unit) => unit.lessons);
  const allLearned = !next && lessons.some((lesson) => lesson.total > 0);
  let line = '翻开课本，看看这一册学什么吧';
  if (next) line = `下一课：${lessonLabel(next)}`;
  else if (allLearned) line = '这一册的字都学会了，真棒！';
  return (
    <section className="yw-home__book" aria-labelledby="yw-home-book-title" data-testid="home-textbook">
      <h2 id="yw-home-book-title" className="yw-section-title yw-home__title">
        我的课本
      </h2>
      <div className="yw-home__book-card" style={{ background: areaArt('tbjx').tint }}>
        <AreaIcon moduleKey="tbjx" className="yw-home__book-icon" />
        <div className="yw-home__book-text">
          <p className="yw-home__book-name" data-testid="home-textbook-volume">
            {volume.name}
          </p>
          <p className="yw-home__book-next" data-testid="home-textbook-next">
            {line}
          </p>
        </div>
        <Link className="yw-home__book-go" to={(next && lessonTo(next.id)) ?? bookTo} data-testid="home-textbook-go">
          {next ? '去学习' : '翻开课本'}
        </Link>
      </div>
    </section>
  );
}
