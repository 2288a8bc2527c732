// tbjx = 同步教学: one lesson — its characters to recognise and to write, words, classical texts,
// practice, media and the way on through the book.
import { TBJX_MODULE_ID, type TextbookLesson } from '@yuwen/protocol';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Breadcrumbs } from '../../../components/content-kit/breadcrumbs';
import { ChevronRightIcon } from '../../../components/icons/icons';
import { PageFailure, PageLoading, PageMessage } from '../../../components/page-state/page-state';
import { PoemTranslation, StudyFold } from '../../../components/poem-study/poem-study';
import { usePoemStudy } from '../../../components/poem-study/poem-study.api';
import { useProfile } from '../../../components/textbook-volume/api/profile.api';
import { lessonLabel } from '../../../components/textbook-volume/next-lesson';
import { TitleBar } from '../../../components/title-bar/title-bar';
import { byline } from '../../../lib/byline';
import { useLearningRecord } from '../../../lib/learning-record';
import { useTextbookLesson } from '../api/textbook-lesson.api';
import { tilesProgress } from '../progress';
import { type TbjxPart, useTbjxLinks } from '../tbjx-links';
import { textbookTrail, writesPlans } from '../trail';
import { CharTiles } from './char-tiles';
import { KindBadge, ProgressBar } from './lesson-list';
import '../tbjx.css';

/** The practice pages, each offered when the lesson has characters for it. */
function Practice({ lesson }: { lesson: TextbookLesson }) {
  const links = useTbjxLinks();
  const cards: { part: TbjxPart; glyph: string; name: string; text: string }[] = [];
  if (lesson.shizi.length > 0)
    cards.push({ part: 'bookSZ', glyph: '认', name: '识字', text: `认一认 ${lesson.shizi.length} 个字` });
  if (lesson.xiezi.length > 0)
    cards.push({ part: 'bookXZ', glyph: '写', name: '写字', text: `写一写 ${lesson.xiezi.length} 个字` });
  if (lesson.shizi.length + lesson.xiezi.length > 0)
    cards.push({ part: 'bookZY', glyph: '练', name: '作业', text: '做练习，看得几分' });
  if (cards.length === 0) return null;
  return (
    <nav className="yw-tbjx-practice" aria-label="练习" data-testid="tbjx-practice">
      {cards.map((card) => (
        <Link
          key={card.part}
          className={`yw-tbjx-practice__card yw-tbjx-practice__card--${card.part}`}
          to={links.part(card.part, lesson.id)}
          data-testid={`tbjx-practice-${card.part}`}
        >
          <span className="yw-tbjx-practice__glyph yw-kai" aria-hidden="true">
            {card.glyph}
          </span>
          <span className="yw-tbjx-practice__name">{card.name}</span>
          <span className="yw-tbjx-practice__text">{card.text}</span>
        </Link>
      ))}
    </nav>
  );
}

/** A classical text's 译文, folded under its card for a pupil to peek; nothing while loading or where we wrote none. */
function ClassicTranslation({ poemId }: { poemId: number }) {
  const study = usePoemStudy(poemId);
  if (!study.data) return null;
  return (
    <StudyFold title="看译文" testId="tbjx-classic-translation" attached>
      <PoemTranslation translation={study.data.translation} />
    </StudyFold>
  );
}

/** The lesson's classical texts, each opening its poem page when the catalogue has it, with its 译文 folded. */
function Classics({ lesson }: { lesson: TextbookLesson }) {
  const links = useTbjxLinks();
  if (lesson.classics.length === 0) return null;
  return (
    <section className="yw-tbjx-section" data-testid="tbjx-classics">
      <h3 className="yw-section-title">读诗文</h3>
      <ul className="yw-tbjx-classics">
        {lesson.classics.map((classic) => {
          const by = byline(classic.dynasty, classic.author);
          const body = (
            <>
              <span className="yw-tbjx-classic__title yw-kai">{classic.title}</span>
              {by && <span className="yw-tbjx-classic__by">{by}</span>}
            </>
          );
          return (
            <li key={`${classic.title}-${classic.poem_id}`}>
              {classic.poem_id > 0 ? (
                <>
                  <Link className="yw-tbjx-classic" to={links.poem(classic.poem_id)} data-testid="tbjx-classic">
                    {body}
                    <span className="yw-tbjx-go">
                      读原文
                      <ChevronRightIcon />
                    </span>
                  </Link>
                  <ClassicTranslation poemId={classic.poem_id} />
                </>
              ) : (
                <div className="yw-tbjx-classic is-missing" data-testid="tbjx-classic">
                  {body}
                  <span className="yw-tbjx-go">原文正在收录中</span>
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** Videos, pictures, readings and stories teachers attach to the lesson; 教案 for teachers. */
function MediaLinks({ lesson, teacher }: { lesson: TextbookLesson; teacher: boolean }) {
  const links = useTbjxLinks();
  const entries: { part: TbjxPart; glyph: string; name: string }[] = [
    { part: 'bookVideo', glyph: '视', name: '视频' },
    { part: 'bookImage', glyph: '图', name: '图片' },
    { part: 'bookChant', glyph: '诵', name: '朗读' },
    { part: 'bookStory', glyph: '事', name: '故事' },
  ];
  if (teacher) entries.push({ part: 'bookJA', glyph: '案', name: '教案' });
  return (
    <section className="yw-tbjx-section">
      <h3 className="yw-section-title">学习资料</h3>
      <nav className="yw-tbjx-media-links" aria-label="学习资料" data-testid="tbjx-media-links">
        {entries.map((entry) => (
          <Link
            key={entry.part}
            className="yw-tbjx-media-link"
            to={links.part(entry.part, lesson.id)}
            data-testid={`tbjx-media-${entry.part}`}
          >
            <span className="yw-tbjx-media-link__glyph yw-kai" aria-hidden="true">
              {entry.glyph}
            </span>
            {entry.name}
          </Link>
        ))}
      </nav>
    </section>
  );
}

/** The unit and the neighbouring lessons. */
function LessonNav({ lesson }: { lesson: TextbookLesson }) {
  const links = useTbjxLinks();
  return (
    <nav className="yw-tbjx-nav" aria-label="翻页" data-testid="tbjx-lesson-nav">
      {lesson.previous_id > 0 ? (
        <Link className="yw-tbjx-nav__link" to={links.part('bookContent', lesson.previous_id)} rel="prev">
          ‹ 上一课
        </Link>
      ) : (
        <span className="yw-tbjx-nav__link is-off">已是第一课</span>
      )}
      <Link className="yw-tbjx-nav__link yw-tbjx-nav__unit" to={links.part('partInfo', lesson.unit_id)}>
        本单元
      </Link>
      {lesson.next_id > 0 ? (
        <Link className="yw-tbjx-nav__link" to={links.part('bookContent', lesson.next_id)} rel="next">
          下一课 ›
        </Link>
      ) : (
        <span className="yw-tbjx-nav__link is-off">已是最后一课</span>
      )}
    </nav>
  );
}

/** A lesson as the page shows it. */
export function LessonView({ lesson, teacher }: { lesson: TextbookLesson; teacher: boolean }) {
  const links = useTbjxLinks();
  const progress = tilesProgress([...lesson.shizi, ...lesson.xiezi]);
  const hasCharacters = progress.total > 0;
  return (
    <article className="yw-tbjx-lesson-page" data-testid="tbjx-lesson-page" data-lesson-id={lesson.id}>
      <Breadcrumbs trail={textbookTrail(lesson.breadcrumbs, links)} />
      <header className="yw-tbjx-lesson-head">
        <KindBadge kind={lesson.kind} />
        <h2 className="yw-tbjx-lesson-head__title" data-testid="tbjx-lesson-title">
          {lesson.number && <span className="yw-tbjx-lesson-head__number">{lesson.number}</span>}
          <span className="yw-kai">{lesson.title}</span>
        </h2>
        {hasCharacters && (
          <div className="yw-tbjx-lesson-head__progress">
            <span>
              已学会 {progress.learned} / {progress.total} 个字
            </span>
            <ProgressBar progress={progress} label="这一课学会的字" figures={false} />
          </div>
        )}
      </header>
      <Practice lesson={lesson} />
      <CharTiles title="会认的字" tiles={lesson.shizi} testId="tbjx-shizi" />
      <CharTiles title="会写的字" tiles={lesson.xiezi} grid testId="tbjx-xiezi" />
      <CharTiles
        title="多音字复习"
        note="学过的字，在这一课换了一种读音。"
        tiles={lesson.shizi_review}
        testId="tbjx-review"
      />
      {!hasCharacters && lesson.shizi_review.length === 0 && (
        <p className="yw-tbjx-note" data-testid="tbjx-no-chars">
          这一课没有要认和要写的生字，和老师、同学一起听一听、说一说吧。
        </p>
      )}
      {lesson.words.length > 0 && (
        <section className="yw-tbjx-section" data-testid="tbjx-words">
          <h3 className="yw-section-title">
            词语
            <span className="yw-tbjx-count">{lesson.words.length} 个</span>
          </h3>
          <ul className="yw-tbjx-words">
            {lesson.words.map((word) => (
              <li key={word} className="yw-tbjx-word yw-kai">
                {word}
              </li>
            ))}
          </ul>
        </section>
      )}
      <Classics lesson={lesson} />
      <MediaLinks lesson={lesson} teacher={teacher} />
      <LessonNav lesson={lesson} />
    </article>
  );
}

/** bookContent/{moduleId}/{categoryId}[/{name} | /{pName}/{name}] (desktop /tbjx?part=bookContent&id=). */
export function LessonPage({
  lessonId,
  moduleId = TBJX_MODULE_ID,
  name,
}: {
  lessonId: number | undefined;
  moduleId?: number;
  /** The title the address carries, shown until the lesson has loaded. */
  name?: string;
}) {
  useLearningRecord(TBJX_MODULE_ID, lessonId);
  const lesson = useTextbookLesson(lessonId, moduleId);
  const profile = useProfile();
  let body: ReactNode;
  if (lessonId === undefined) body = <PageMessage glyph="课" title="没有指定要学的课文" />;
  else if (lesson.isPending) body = <PageLoading />;
  else if (lesson.isError) body = <PageFailure error={lesson.error} onRetry={lesson.refetch} />;
  else body = <LessonView lesson={lesson.data} teacher={writesPlans(profile.data?.role)} />;
  return (
    <>
      <TitleBar title={lesson.data ? lessonLabel(lesson.data) : (name ?? '同步教学')} back />
      <main className="yw-page yw-tbjx">{body}</main>
    </>
  );
}
