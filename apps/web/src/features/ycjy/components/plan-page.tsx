import { YCJY_GRADES, YCJY_MONTHS, ycjyMonthName } from '@yuwen/protocol';
import { Link } from 'react-router';
import { Mascot } from '../../../components/mascot/mascot';
import { PageFailure, PageLoading } from '../../../components/page-state/page-state';
import { useArea } from '../../area-routes';
import { usePlan } from '../api/ycjy.api';
import { ycjyLinks } from '../ycjy-links';

/** 小班 … 学前 as chips; the chosen one marked. */
export function GradeChips({ grade, month }: { grade: number; month?: number }) {
  return (
    <nav className="yw-ycjy-chips" aria-label="选择年级">
      {YCJY_GRADES.map((g) => (
        <Link
          key={g.grade}
          className="yw-ycjy-chip"
          to={ycjyLinks.plan(g.grade, month)}
          aria-current={g.grade === grade ? 'page' : undefined}
          data-testid={`ycjy-grade-${g.grade}`}
        >
          {g.name}
        </Link>
      ))}
    </nav>
  );
}

/** 九月 … 六月 as chips. */
function MonthChips({ grade, month }: { grade: number; month: number }) {
  return (
    <nav className="yw-ycjy-chips yw-ycjy-chips--months" aria-label="选择月份">
      {YCJY_MONTHS.map((m) => (
        <Link
          key={m}
          className="yw-ycjy-chip"
          to={ycjyLinks.plan(grade, m)}
          aria-current={m === month ? 'page' : undefined}
          data-testid={`ycjy-month-${m}`}
        >
          {ycjyMonthName(m)}
        </Link>
      ))}
    </nav>
  );
}

/** /xqjy/ycjy: a grade's month — its two lessons and the month's 家长测评. */
export function PlanPage({ grade, month }: { grade: number; month: number }) {
  const plan = usePlan(grade);
  const { desktop } = useArea();
  return (
    <div className="yw-ycjy-stack">
      <section className="yw-ycjy-banner">
        <Mascot pose="greeting" className="yw-ycjy-banner__mascot" />
        <p>每个月两节小课：认一个字，念一首儿歌，背一首小诗。</p>
      </section>
      {/* Desktop lists the grades and months beside the page already. */}
      {!desktop && <GradeChips grade={grade} month={month} />}
      {!desktop && <MonthChips grade={grade} month={month} />}
      {plan.isPending ? (
        <PageLoading />
      ) : plan.isError ? (
        <PageFailure error={plan.error} onRetry={plan.refetch} />
      ) : (
        <MonthLessons months={plan.data.months} grade={grade} month={month} />
      )}
    </div>
  );
}

type PlanMonth = NonNullable<ReturnType<typeof usePlan>['data']>['months'][number];

function MonthLessons({ months, grade, month }: { months: PlanMonth[]; grade: number; month: number }) {
  const current = months.find((m) => m.month === month);
  if (!current || current.lessons.length === 0) return <p className="yw-ycjy-note">这个月的小课还在准备中。</p>;
  return (
    <>
      <ul className="yw-ycjy-lessons">
        {current.lessons.map((l) => (
          <li key={l.index}>
            <Link className="yw-ycjy-lesson-tile" to={ycjyLinks.lesson(l)} data-testid="ycjy-lesson-tile">
              <img src={l.picture} alt="" className="yw-ycjy-lesson-tile__picture" />
              <span className="yw-ycjy-lesson-tile__char yw-kai">{l.char}</span>
              <span className="yw-ycjy-lesson-tile__pinyin">{l.pinyin}</span>
              <span className="yw-ycjy-lesson-tile__label">
                第{l.index === 1 ? '一' : '二'}课 · {l.word}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <Link className="yw-ycjy-check-link" to={ycjyLinks.check(grade, month)} data-testid="ycjy-check-link">
        <span className="yw-ycjy-check-link__title">{current.name}家长测评</span>
        <span className="yw-ycjy-note">
          {current.check ? `上次得分 ${current.check.score}` : '和孩子一起答几道小题'}
        </span>
      </Link>
    </>
  );
}
