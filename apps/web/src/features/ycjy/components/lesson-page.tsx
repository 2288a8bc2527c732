import type { YcjyLesson } from '@yuwen/protocol';
import { Link } from 'react-router';
import { openDictionary } from '../../../components/dictionary-overlay/dictionary-overlay-store';
import { PageFailure, PageLoading } from '../../../components/page-state/page-state';
import { TappableText } from '../../../components/tappable-text/tappable-text';
import { useLesson } from '../api/ycjy.api';
import { LESSON_PARTS, type LessonPlace, neighbour, PART_TITLES, ycjyLinks } from '../ycjy-links';
import { StrokePractice } from './stroke-practice';

/** The lesson's answer for a page, with loading and failure handled. */
export function WithLesson({ place, children }: { place: LessonPlace; children: (l: YcjyLesson) => React.ReactNode }) {
  const lesson = useLesson(place);
  if (lesson.isPending) return <PageLoading />;
  if (lesson.isError) return <PageFailure error={lesson.error} onRetry={lesson.refetch} />;
  return <>{children(lesson.data)}</>;
}

/** The character, its picture and its ancient forms (what exists only). */
export function CharHeader({ lesson }: { lesson: YcjyLesson }) {
  const forms = lesson.forms.filter((f) => f.picture);
  return (
    <section className="yw-ycjy-card yw-ycjy-hero">
      <img src={lesson.picture} alt={lesson.word} className="yw-ycjy-hero__picture" />
      <div className="yw-ycjy-hero__char">
        <span className="yw-ycjy-hero__pinyin">{lesson.pinyin}</span>
        <button type="button" className="yw-ycjy-hero__glyph yw-kai" onClick={() => openDictionary(lesson.char)}>
          {lesson.char}
        </button>
        <span className="yw-ycjy-note">{lesson.word}</span>
      </div>
      <ul className="yw-ycjy-forms" aria-label="古时候的样子">
        {forms.map((f) => (
          <li key={f.script} className="yw-ycjy-form">
            <img src={f.picture} alt={`${lesson.char}的${f.script}`} />
            <span>{f.script}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** detail/{grade}/{month}/{index}: the lesson's small set and the pages it opens. */
export function LessonPage({ place }: { place: LessonPlace }) {
  return <WithLesson place={place}>{(lesson) => <LessonBody lesson={lesson} place={place} />}</WithLesson>;
}

function LessonBody({ lesson, place }: { lesson: YcjyLesson; place: LessonPlace }) {
  const prev = neighbour(place, -1);
  const next = neighbour(place, 1);
  return (
    <div className="yw-ycjy-stack" data-testid="ycjy-lesson">
      <CharHeader lesson={lesson} />
      <ul className="yw-ycjy-parts">
        {LESSON_PARTS.map((part) => (
          <li key={part}>
            <Link className="yw-ycjy-part" to={ycjyLinks.part(part, place)} data-testid={`ycjy-part-${part}`}>
              {PART_TITLES[part]}
            </Link>
          </li>
        ))}
      </ul>
      <section className="yw-ycjy-card" data-testid="ycjy-rhyme">
        <h2 className="yw-ycjy-heading">念儿歌 · {lesson.rhyme.title}</h2>
        {lesson.rhyme.lines.map((line) => (
          <p key={line} className="yw-ycjy-line yw-kai">
            <TappableText text={line} />
          </p>
        ))}
      </section>
      <section className="yw-ycjy-card" data-testid="ycjy-poem">
        <h2 className="yw-ycjy-heading">背小诗 · {lesson.poem.title}</h2>
        <p className="yw-ycjy-note">
          {lesson.poem.author ? `〔${lesson.poem.dynasty}〕${lesson.poem.author}` : '作者说法不一'}
        </p>
        {lesson.poem.lines.map((line) => (
          <p key={line} className="yw-ycjy-line yw-kai">
            <TappableText text={line} />
          </p>
        ))}
        <Link className="yw-ycjy-more" to={`/jdsd/content?id=${lesson.poem.id}`}>
          去听这首诗
        </Link>
      </section>
      <div className="yw-ycjy-pair">
        <StrokePractice lesson={lesson} />
        <section className="yw-ycjy-card" data-testid="ycjy-game">
          <h2 className="yw-ycjy-heading">小游戏</h2>
          <p className="yw-ycjy-text">
            <TappableText text={lesson.game} />
          </p>
        </section>
      </div>
      <nav className="yw-ycjy-neighbours" aria-label="上一课和下一课">
        {prev ? <Link to={ycjyLinks.lesson(prev)}>上一课</Link> : <span />}
        <Link to={ycjyLinks.plan(place.grade, place.month)}>回到{lesson.grade_name}</Link>
        {next ? <Link to={ycjyLinks.lesson(next)}>下一课</Link> : <span />}
      </nav>
    </div>
  );
}
