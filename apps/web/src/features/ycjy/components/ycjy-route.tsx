// The page behind every 幼儿教育 route, loaded with its first visit: the place the address names,
// on phones under the title bar, on desktop beside the grade's plan.
import { YCJY_GRADES, YCJY_MESSAGES, YCJY_MODULE_ID, ycjyGradeName, ycjyMonthName } from '@yuwen/protocol';
import { type ReactNode, useEffect } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { AreaIcon } from '../../../components/area-icons/area-icon';
import { PageFailure, PageMessage } from '../../../components/page-state/page-state';
import { TitleBar } from '../../../components/title-bar/title-bar';
import { useLearningRecord } from '../../../lib/learning-record';
import { storage } from '../../../platform/storage';
import { useArea } from '../../area-routes';
import { usePlan } from '../api/ycjy.api';
import {
  currentMonth,
  type LessonPart,
  type LessonPlace,
  PART_TITLES,
  validGrade,
  validIndex,
  validMonth,
  ycjyLinks,
} from '../ycjy-links';
import '../ycjy.css';
import { CheckQuestionPage, CheckStartPage } from './check-pages';
import { LessonPage } from './lesson-page';
import { LessonPartPage } from './lesson-parts';
import { GradeChips, PlanPage } from './plan-page';

export type YcjyView = 'plan' | 'detail' | LessonPart | 'check' | 'question';

/** The grade last chosen on this device, so the plan opens where the family left it. */
const GRADE_KEY = 'ycjy_grade';

interface Resolved {
  title: string;
  /** A grade the address chose, to remember. */
  chosen?: number;
  grade: number;
  month: number;
  /** The lesson open, or the month's check, to mark in the desktop plan. */
  open?: { index: number } | 'check';
  body: ReactNode;
}

const refuse = (
  title: string,
  message: string,
  grade = 1,
  month = currentMonth(new Date()),
  ways?: ReactNode,
): Resolved => ({
  title,
  grade,
  month,
  body: (
    <PageMessage glyph="课" title={message} testId="ycjy-refused">
      <div className="yw-ycjy-ways">
        {ways}
        <Link to={ycjyLinks.plan()}>看看幼儿教育的小课</Link>
      </div>
    </PageMessage>
  ),
});

/** jzcj with an {index} that is no grade: the month's check of each grade to choose from. */
function GradeChecks({ month }: { month: number }) {
  return (
    <ul className="yw-ycjy-grade-checks" aria-label={`${ycjyMonthName(month)}的家长测评`}>
      {YCJY_GRADES.map((g) => (
        <li key={g.grade}>
          <Link className="yw-ycjy-button" to={ycjyLinks.check(g.grade, month)} data-testid="ycjy-grade-check">
            {g.name}
            {ycjyMonthName(month)}测评
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** What the address asks for, checked as the server checks it (the same Chinese messages). */
function useResolved(view: YcjyView): Resolved {
  const params = useParams();
  const [search] = useSearchParams();
  const stored = validGrade(storage.getItem(GRADE_KEY));
  if (view === 'plan') {
    const asked = search.get('grade');
    const grade = validGrade(asked) ?? stored ?? 1;
    if (asked !== null && validGrade(asked) === undefined) return refuse('幼儿教育', YCJY_MESSAGES.grade);
    const month = validMonth(search.get('month')) ?? currentMonth(new Date());
    return {
      title: '幼儿教育',
      grade,
      month,
      chosen: validGrade(asked),
      body: <PlanPage grade={grade} month={month} />,
    };
  }
  if (view === 'check' || view === 'question') {
    // {index} is the grade's place in 小班 … 学前: a check covers a month of one grade (see ycjyLinks.check).
    const grade = validGrade(params.index);
    const month = validMonth(params.month);
    const num = Number(params.num);
    if (month === undefined) return refuse('家长测评', YCJY_MESSAGES.month, grade);
    if (grade === undefined)
      return refuse('家长测评', YCJY_MESSAGES.grade, stored, month, <GradeChecks month={month} />);
    if (view === 'check')
      return { title: '家长测评', grade, month, open: 'check', body: <CheckStartPage grade={grade} month={month} /> };
    if (!/^\d{1,2}$/.test(params.num ?? '') || num < 1) return refuse('家长测评', '没有这道题', grade, month);
    return {
      title: '家长测评',
      grade,
      month,
      open: 'check',
      body: <CheckQuestionPage key={num} grade={grade} month={month} num={num} />,
    };
  }
  const from = view === 'detail' ? params : Object.fromEntries(search.entries());
  const grade = validGrade(from.grade);
  const month = validMonth(from.month);
  const index = validIndex(from.index);
  const title = view === 'detail' ? '幼儿小课' : PART_TITLES[view];
  if (grade === undefined) return refuse(title, YCJY_MESSAGES.grade);
  if (month === undefined) return refuse(title, YCJY_MESSAGES.month, grade);
  if (index === undefined) return refuse(title, YCJY_MESSAGES.index, grade, month);
  const place: LessonPlace = { grade, month, index };
  return {
    title,
    grade,
    month,
    open: { index },
    body: view === 'detail' ? <LessonPage place={place} /> : <LessonPartPage part={view} place={place} />,
  };
}

/**
 * Desktop: the grade's whole year on the left — each month's two lessons (picture, character,
 * word) and its 家长测评 with the last score — the open one marked; the page on the right.
 */
function PlanNav({ grade, month, open }: Pick<Resolved, 'grade' | 'month' | 'open'>) {
  const plan = usePlan(grade);
  return (
    <aside className="yw-ycjy-desk__side" data-testid="ycjy-desk-plan">
      <Link className="yw-ycjy-desk__brand" to="/xqjy">
        <AreaIcon moduleKey="ycjy" className="yw-ycjy-desk__icon" />
        <span>
          <span className="yw-ycjy-desk__title">幼儿教育</span>
          <span className="yw-ycjy-note">学前教育</span>
        </span>
      </Link>
      <GradeChips grade={grade} month={month} />
      <nav className="yw-ycjy-desk__months" aria-label={`${ycjyGradeName(grade)}的小课`}>
        {plan.isError && <PageFailure error={plan.error} onRetry={plan.refetch} />}
        {plan.data?.months.map((m) => {
          const here = m.month === month;
          return (
            <section key={m.month} className="yw-ycjy-desk__month" data-current={here || undefined}>
              <Link
                className="yw-ycjy-desk__month-name"
                to={ycjyLinks.plan(grade, m.month)}
                aria-current={here && open === undefined ? 'page' : undefined}
                data-testid={`ycjy-month-${m.month}`}
              >
                {m.name}
              </Link>
              {m.lessons.map((l) => (
                <Link
                  key={l.index}
                  className="yw-ycjy-desk__lesson"
                  to={ycjyLinks.lesson(l)}
                  aria-current={here && typeof open === 'object' && open.index === l.index ? 'page' : undefined}
                  data-testid="ycjy-desk-lesson"
                >
                  <img src={l.picture} alt="" />
                  <span className="yw-kai yw-ycjy-desk__char">{l.char}</span>
                  <span className="yw-ycjy-desk__word">{l.word}</span>
                </Link>
              ))}
              <Link
                className="yw-ycjy-desk__lesson yw-ycjy-desk__check"
                to={ycjyLinks.check(grade, m.month)}
                aria-current={here && open === 'check' ? 'page' : undefined}
              >
                <span className="yw-ycjy-desk__word">家长测评</span>
                {m.check && <span className="yw-ycjy-desk__score">{m.check.score}分</span>}
              </Link>
            </section>
          );
        })}
      </nav>
    </aside>
  );
}

export function YcjyRoute({ view }: { view: YcjyView }) {
  const { desktop } = useArea();
  const resolved = useResolved(view);
  useLearningRecord(YCJY_MODULE_ID);
  useEffect(() => {
    if (resolved.chosen !== undefined) storage.setItem(GRADE_KEY, String(resolved.chosen));
  }, [resolved.chosen]);
  if (desktop)
    return (
      <div className="yw-ycjy-desk" data-testid="ycjy-desktop">
        <PlanNav grade={resolved.grade} month={resolved.month} open={resolved.open} />
        <main className="yw-ycjy-desk__main">
          <TitleBar title={resolved.title} back />
          <div className="yw-ycjy-desk__page">{resolved.body}</div>
        </main>
      </div>
    );
  return (
    <>
      <TitleBar title={resolved.title} back />
      <main className="yw-ycjy-page">{resolved.body}</main>
    </>
  );
}
