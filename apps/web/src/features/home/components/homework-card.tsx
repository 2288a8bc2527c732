// 「作业」 on the home screen (issue 17): the work the pupil's teachers set that is still to do, the
// soonest due first; the whole list and each item's page are in 我的作业 (/homework).
import { Link } from 'react-router';
import { AreaIcon, areaArt } from '../../../components/area-icons/area-icon';
import { useMyHomework } from '../api/homework.api';

/** Shown only while there is work to do (never for visitors, teachers or pupils in no class). */
export function HomeworkCard() {
  const list = useMyHomework();
  const open = (list.data ?? []).filter((a) => a.work.state === 'todo' || a.work.mark === 'again');
  if (open.length === 0) return null;
  const first = open[0];
  const [, month, day] = first?.due_date.split('-') ?? [];
  return (
    <section className="yw-home__book" aria-labelledby="yw-home-homework-title" data-testid="home-homework">
      <h2 id="yw-home-homework-title" className="yw-section-title yw-home__title">
        作业
      </h2>
      <div className="yw-home__book-card" style={{ background: areaArt('zjkt').tint }}>
        <AreaIcon moduleKey="zjkt" className="yw-home__book-icon" />
        <div className="yw-home__book-text">
          <p className="yw-home__book-name" data-testid="home-homework-first">
            {first?.title}
          </p>
          <p className="yw-home__book-next">
            {Number(month)}月{Number(day)}日前完成{open.length > 1 ? `，还有${open.length - 1}项作业` : ''}
          </p>
        </div>
        <Link className="yw-home__book-go" to="/homework" data-testid="home-homework-go">
          去完成
        </Link>
      </div>
    </section>
  );
}
