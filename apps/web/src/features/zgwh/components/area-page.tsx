import type { TermDay } from '@yuwen/protocol';
import { Link } from 'react-router';
import { AreaIcon } from '../../../components/area-icons/area-icon';
import { Mascot } from '../../../components/mascot/mascot';
import { PageFailure, PageLoading } from '../../../components/page-state/page-state';
import { useZgwhHome } from '../api/zgwh-home.api';
import { partParam, type ZgwhLinks } from '../zgwh-links';
import { daysText, PART_NOTES, shortDate } from '../zgwh-view';

/** Today's 节气 and the next one with the days to go. */
function TermCard({ current, next, links }: { current: TermDay; next: TermDay; links: ZgwhLinks }) {
  return (
    <section className="yw-zgwh-term" data-testid="zgwh-term" aria-label="今天的节气">
      <Link className="yw-zgwh-term__now" to={links.entry('rcsh', current.key)} data-testid="zgwh-term-current">
        <span className="yw-zgwh-term__label">现在是</span>
        <span className="yw-zgwh-term__name yw-kai">{current.name}</span>
        <span className="yw-zgwh-term__date">{shortDate(current.date)}起</span>
      </Link>
      <Link className="yw-zgwh-term__next" to={links.entry('rcsh', next.key)} data-testid="zgwh-term-next">
        <span className="yw-zgwh-term__label">下一个节气</span>
        <span className="yw-zgwh-term__next-name yw-kai">{next.name}</span>
        <span className="yw-zgwh-term__date">
          {shortDate(next.date)} · {daysText(next.days)}
        </span>
      </Link>
    </section>
  );
}

/** 中国文化's first page: a greeting, today's 节气 and the four parts as cards. */
export function AreaPage({ links }: { links: ZgwhLinks }) {
  const answer = useZgwhHome();
  if (answer.isPending) return <PageLoading />;
  if (answer.isError) return <PageFailure error={answer.error} onRetry={answer.refetch} />;
  const { current, next, parts } = answer.data;
  return (
    <div className="yw-zgwh-area" data-testid="zgwh-area">
      <section className="yw-zgwh-hero">
        <Mascot pose="greeting" className="yw-zgwh-hero__mascot" />
        <div>
          <h1 className="yw-zgwh-hero__title yw-kai">中国文化</h1>
          <p className="yw-zgwh-hero__text">节气节日、文化常识、历史和文学，一起来看看吧！</p>
        </div>
      </section>
      <TermCard current={current} next={next} links={links} />
      <ul className="yw-zgwh-cards">
        {parts.flatMap((part) => {
          const key = partParam(part.key);
          if (!key) return [];
          return [
            <li key={part.key}>
              <Link className="yw-zgwh-card" to={links.part(key)} data-testid="zgwh-part" data-part={key}>
                <AreaIcon moduleKey={key} className="yw-zgwh-card__icon" />
                <span className="yw-zgwh-card__text">
                  <span className="yw-zgwh-card__title">{part.name}</span>
                  <span className="yw-zgwh-card__note">{PART_NOTES[key]}</span>
                </span>
              </Link>
            </li>,
          ];
        })}
      </ul>
    </div>
  );
}
