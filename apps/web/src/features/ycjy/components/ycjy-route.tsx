// The page behind every 幼儿教育 route, loaded with its first visit: the place the address names,
// on phones under the title bar, on desktop beside the grade's plan.
import { YCJY_MESSAGES, YCJY_MODULE_ID, ycjyGradeName } from '@yuwen/protocol';
import { type ReactNode, useEffect } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { PageMessage } from '../../../components/page-state/page-state';
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
  body: ReactNode;
}

const refuse = (title: string, message: string, grade = 1, month = currentMonth(new Date())): Resolved => ({
  title,
  grade,
  month,
  body: (
    <PageMessage glyph="课" title={message}>
      <Link to={ycjyLinks.plan()}>看看幼儿教育的小课</Link>
    </PageMessage>
  ),
});

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
    const grade = validGrade(params.index);
    const month = validMonth(params.month);
    const num = Number(params.num);
    if (grade === undefined) return refuse('家长测评', YCJY_MESSAGES.grade);
    if (month === undefined) return refuse('家长测评', YCJY_MESSAGES.month, grade);
    if (view === 'check')
      return { title: '家长测评', grade, month, body: <CheckStartPage grade={grade} month={month} /> };
    if (!/^\d{1,2}$/.test(params.num ?? '') || num < 1) return refuse('家长测评', '没有这道题', grade, month);
    return {
      title: '家长测评',
      grade,
      month,
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
    body: view === 'detail' ? <LessonPage place={place} /> : <LessonPartPage part={view} place={place} />,
  };
}

/** Desktop: the grade's months and lessons on the left. */
function PlanNav({ grade, month }: { grade: number; month: number }) {
  const plan = usePlan(grade);
  return (
    <nav className="yw-ycjy-desk__nav" aria-label={`${ycjyGradeName(grade)}的小课`}>
      <GradeChips grade={grade} month={month} />
      {plan.data?.months.map((m) => (
        <section key={m.month} className="yw-ycjy-desk__month" aria-current={m.month === month ? 'true' : undefined}>
          <Link
            className="yw-ycjy-desk__month-name"
            to={ycjyLinks.plan(grade, m.month)}
            data-testid={`ycjy-month-${m.month}`}
          >
            {m.name}
          </Link>
          {m.lessons.map((l) => (
            <Link key={l.index} className="yw-ycjy-desk__lesson" to={ycjyLinks.lesson(l)}>
              <span className="yw-kai">{l.char}</span> {l.word}
            </Link>
          ))}
          <Link className="yw-ycjy-desk__lesson" to={ycjyLinks.check(grade, m.month)}>
            家长测评{m.check ? ` · ${m.check.score}分` : ''}
          </Link>
        </section>
      ))}
    </nav>
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
      <>
        <TitleBar title={resolved.title} back />
        <div className="yw-ycjy-desk">
          <PlanNav grade={resolved.grade} month={resolved.month} />
          <main className="yw-ycjy-desk__main yw-ycjy-page">{resolved.body}</main>
        </div>
      </>
    );
  return (
    <>
      <TitleBar title={resolved.title} back />
      <main className="yw-ycjy-page">{resolved.body}</main>
    </>
  );
}
