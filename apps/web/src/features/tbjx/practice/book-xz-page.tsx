// bookXZ/{categoryId} = 写字: each 会写 character of the lesson — watch its strokes, then write it on
// the 田字格 with the stroke checker — and a summary of the scores at the end.
import { TBJX_MODULE_ID } from '@yuwen/protocol';
import { type ReactNode, useState } from 'react';
import { Link, useParams } from 'react-router';
import { PageMessage } from '../../../components/page-state/page-state';
import { useLearningRecord } from '../../../lib/learning-record';
import { useTextbookLesson } from '../api/textbook-lesson.api';
import { idParam, useTbjxLinks } from '../tbjx-links';
import { LessonHeading, NoLesson, PracticeFrame, PracticeLoadState } from './components/practice-frame';
import { XzCharacter } from './components/xz-character';
import { XzSummary } from './components/xz-summary';

export default function BookXzPage() {
  const lessonId = idParam(useParams().categoryId);
  const links = useTbjxLinks();
  const lesson = useTextbookLesson(lessonId);
  // Which character is on the board (its index), and the latest score of each one written.
  const [at, setAt] = useState(0);
  const [scores, setScores] = useState<ReadonlyMap<string, number>>(new Map());
  const [done, setDone] = useState(false);
  useLearningRecord(TBJX_MODULE_ID, lessonId);

  let body: ReactNode;
  if (lessonId === undefined) body = <NoLesson />;
  else if (!lesson.data) body = <PracticeLoadState query={lesson} />;
  else if (lesson.data.xiezi.length === 0)
    body = (
      <PageMessage glyph="写" title="这一课没有要会写的字，先去认一认这一课的字吧" testId="xz-none">
        <Link className="yw-button" to={links.part('bookSZ', lessonId)} data-testid="xz-to-sz">
          去识字
        </Link>
      </PageMessage>
    );
  else {
    const chars = lesson.data.xiezi;
    const tile = chars[at];
    body = (
      <>
        <ol className="yw-tbp-strip" aria-label="这一课要会写的字">
          {chars.map((t, i) => {
            const score = scores.get(t.char);
            return (
              <li key={t.char}>
                <button
                  type="button"
                  className={`yw-tbp-strip__char yw-kai${i === at && !done ? ' is-current' : ''}${score === undefined ? '' : ' is-done'}`}
                  aria-current={i === at && !done ? 'step' : undefined}
                  aria-label={`写：${t.char}${score === undefined ? '' : `${score} 分`}`}
                  data-testid="xz-strip-char"
                  onClick={() => {
                    setDone(false);
                    setAt(i);
                  }}
                >
                  {t.char}
                  {score !== undefined && <span className="yw-tbp-strip__score">{score}</span>}
                </button>
              </li>
            );
          })}
        </ol>
        {done || !tile ? (
          <XzSummary
            chars={chars.map((t) => t.char)}
            scores={scores}
            szTo={links.part('bookSZ', lessonId)}
            onAgain={() => {
              setScores(new Map());
              setAt(0);
              setDone(false);
            }}
          />
        ) : (
          <XzCharacter
            key={tile.char}
            tile={tile}
            position={`第 ${at + 1} / ${chars.length} 个字`}
            last={at === chars.length - 1}
            onScore={(score) => setScores((current) => new Map(current).set(tile.char, score))}
            onNext={() => (at === chars.length - 1 ? setDone(true) : setAt(at + 1))}
          />
        )}
      </>
    );
  }

  return (
    <PracticeFrame title="写字" testId="book-xz-page">
      {lesson.data && <LessonHeading lesson={lesson.data} />}
      {body}
    </PracticeFrame>
  );
}
