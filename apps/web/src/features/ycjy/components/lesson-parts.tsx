import { type MediaKind, YCJY_MODULE_ID, type YcjyLesson } from '@yuwen/protocol';
import { useState } from 'react';
import { Link } from 'react-router';
import { useAttachedMedia } from '../../../components/content-kit/api/attached-media.api';
import { MediaSlots } from '../../../components/content-kit/media-slot';
import { PageFailure, PageLoading } from '../../../components/page-state/page-state';
import { TappableText } from '../../../components/tappable-text/tappable-text';
import { type LessonPart, type LessonPlace, PART_TITLES, ycjyLinks } from '../ycjy-links';
import { CharHeader, WithLesson } from './lesson-page';

/** The lesson's part a page shows, under the lesson's name and a way back to it. */
export function LessonPartPage({ part, place }: { part: LessonPart; place: LessonPlace }) {
  return (
    <WithLesson place={place}>
      {(lesson) => (
        <div className="yw-ycjy-stack" data-testid={`ycjy-page-${part}`}>
          <p className="yw-ycjy-crumb">
            <Link to={ycjyLinks.lesson(place)}>
              {lesson.grade_name} · {lesson.char}
            </Link>
            <span> · {PART_TITLES[part]}</span>
          </p>
          <PartBody part={part} lesson={lesson} place={place} />
        </div>
      )}
    </WithLesson>
  );
}

function PartBody({ part, lesson, place }: { part: LessonPart; lesson: YcjyLesson; place: LessonPlace }) {
  switch (part) {
    case 'bookHTML':
      return <PictureBook lesson={lesson} />;
    case 'bookImage':
      return <LessonMedia lesson={lesson} kind="image" empty="这一课的图片还没有放上来，先看看绘本吧" />;
    case 'bookVideo':
      return <LessonMedia lesson={lesson} kind="video" empty="这一课的视频还没有放上来，先念念儿歌吧" />;
    case 'zyz':
      return <Origin lesson={lesson} />;
    case 'ja':
      return <Guide lesson={lesson} place={place} />;
    case 'sfk':
      return <FlashCards lesson={lesson} />;
  }
}

/**
 * bookImage / bookVideo: the files teachers hung on this lesson's category (幼儿教育 › grade ›
 * month › lesson) in the media library; kindly empty until then.
 */
function LessonMedia({ lesson, kind, empty }: { lesson: YcjyLesson; kind: MediaKind; empty: string }) {
  // A lesson without its category (not imported yet) has nothing hung on it.
  if (lesson.category_id === 0) return <MediaSlots media={[]} emptyText={empty} />;
  return <CategoryMedia categoryId={lesson.category_id} kind={kind} empty={empty} />;
}

function CategoryMedia({ categoryId, kind, empty }: { categoryId: number; kind: MediaKind; empty: string }) {
  const media = useAttachedMedia({ moduleId: YCJY_MODULE_ID, categoryId }, kind);
  if (media.isPending) return <PageLoading />;
  if (media.isError) return <PageFailure error={media.error} onRetry={media.refetch} />;
  return <MediaSlots media={media.data} emptyText={empty} />;
}

/** bookHTML: the lesson as a little picture book, a page at a time. */
function PictureBook({ lesson }: { lesson: YcjyLesson }) {
  const pages = [
    { key: 'char', picture: lesson.picture, lines: [`这是“${lesson.char}”。`, `${lesson.word}的“${lesson.char}”。`] },
    { key: 'rhyme', picture: lesson.cards[1]?.picture ?? lesson.picture, lines: lesson.rhyme.lines },
    { key: 'poem', picture: lesson.cards[2]?.picture ?? lesson.picture, lines: lesson.poem.lines },
  ];
  const [at, setAt] = useState(0);
  const page = pages[at] ?? pages[0];
  if (!page) return null;
  return (
    <section className="yw-ycjy-card yw-ycjy-book" data-testid="ycjy-book">
      <img src={page.picture} alt="" className="yw-ycjy-book__picture" />
      <div className="yw-ycjy-book__text">
        {page.lines.map((line) => (
          <p key={line} className="yw-ycjy-line yw-kai">
            <TappableText text={line} />
          </p>
        ))}
      </div>
      <div className="yw-ycjy-book__turn">
        <button type="button" className="yw-ycjy-button" disabled={at === 0} onClick={() => setAt(at - 1)}>
          上一页
        </button>
        <span className="yw-ycjy-note">
          {at + 1} / {pages.length}
        </span>
        <button
          type="button"
          className="yw-ycjy-button"
          disabled={at === pages.length - 1}
          onClick={() => setAt(at + 1)}
        >
          下一页
        </button>
      </div>
    </section>
  );
}

/** zyz: how the character came to look as it does. */
function Origin({ lesson }: { lesson: YcjyLesson }) {
  return (
    <>
      <CharHeader lesson={lesson} />
      <section className="yw-ycjy-card">
        <h2 className="yw-ycjy-heading">“{lesson.char}”是怎么来的</h2>
        <p className="yw-ycjy-text">{lesson.origin}</p>
        {lesson.meanings.length > 0 && (
          <>
            <h3 className="yw-ycjy-subheading">现在的意思</h3>
            <ol className="yw-ycjy-meanings">
              {lesson.meanings.map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ol>
          </>
        )}
      </section>
    </>
  );
}

/** ja: the parent's guide — ours, for this lesson — and the lesson at a glance. */
function Guide({ lesson, place }: { lesson: YcjyLesson; place: LessonPlace }) {
  return (
    <section className="yw-ycjy-card" data-testid="ycjy-guide">
      <h2 className="yw-ycjy-heading">给家长的话</h2>
      <p className="yw-ycjy-text">{lesson.guide}</p>
      <h3 className="yw-ycjy-subheading">这一课有什么</h3>
      <ul className="yw-ycjy-glance">
        <li>
          认字：{lesson.char}（{lesson.word}）
        </li>
        <li>儿歌：《{lesson.rhyme.title}》</li>
        <li>古诗：《{lesson.poem.title}》</li>
        <li>笔画：{lesson.stroke}</li>
        <li>游戏：{lesson.game}</li>
      </ul>
      <p className="yw-ycjy-note">每天十分钟就够了。孩子累了就停下，明天再玩。</p>
      <Link className="yw-ycjy-more" to={ycjyLinks.check(place.grade, place.month)}>
        月底和孩子做一次家长测评
      </Link>
    </section>
  );
}

/** sfk: 识字卡 — the picture on the front, the word on the back; tap to turn. */
function FlashCards({ lesson }: { lesson: YcjyLesson }) {
  const [turned, setTurned] = useState<ReadonlySet<number>>(new Set());
  const flip = (i: number) =>
    setTurned((now) => {
      const next = new Set(now);
      if (!next.delete(i)) next.add(i);
      return next;
    });
  return (
    <>
      <p className="yw-ycjy-note">先看图猜一猜，再点一下卡片翻过来。</p>
      <ul className="yw-ycjy-cards">
        {lesson.cards.map((card, i) => (
          <li key={card.text}>
            <button
              type="button"
              className="yw-ycjy-flash"
              aria-pressed={turned.has(i)}
              aria-label={turned.has(i) ? card.text : `点我翻开：第 ${i + 1} 张卡片`}
              onClick={() => flip(i)}
              data-testid="ycjy-flash-card"
            >
              {turned.has(i) ? (
                <span className="yw-ycjy-flash__back" data-testid="ycjy-flash-back">
                  <span className="yw-kai">{card.text}</span>
                  <img src={card.picture} alt="" />
                </span>
              ) : (
                <span className="yw-ycjy-flash__front">
                  <img src={card.picture} alt="" />
                  <span className="yw-ycjy-note">点我翻开</span>
                </span>
              )}
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}
