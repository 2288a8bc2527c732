import type { YcjyLesson } from '@yuwen/protocol';
import { useState } from 'react';
import { type QuizResult, StrokeAnimation, WritingQuiz } from '../../../components/hanzi-writer/hanzi-writer-board';

/** Board sizes in pixels: the animation to watch, the larger board a finger traces on. */
const WATCH_SIZE = 140;
const TRACE_SIZE = 200;

/** A kind word once the stroke is traced, whatever the result. */
function praise(result: QuizResult): string {
  return result.mistakes === 0 ? '真棒！这一笔写得又对又好。' : '写好了！再描几次，会越写越好。';
}

/**
 * 练笔画: the lesson's stroke is a stroke of the lesson's own character (a stroke alone is no
 * character, so it has no stroke data of its own). The character is drawn in stroke order with that
 * stroke in red, then the child traces that stroke alone, in its place, the rest of the character
 * faint behind it.
 */
export function StrokePractice({ lesson }: { lesson: YcjyLesson }) {
  const [done, setDone] = useState<QuizResult | null>(null);
  const at = lesson.stroke_at;
  if (at < 1 || lesson.stroke_data === '')
    return (
      <section className="yw-ycjy-card" data-testid="ycjy-stroke">
        <h2 className="yw-ycjy-heading">练笔画</h2>
        <p className="yw-ycjy-stroke yw-kai">{lesson.stroke}</p>
        <p className="yw-ycjy-note">
          “{lesson.char}”里有{lesson.stroke}，一共{lesson.stroke_count}画。用手指在桌上写一写。
        </p>
      </section>
    );
  return (
    <section className="yw-ycjy-card yw-ycjy-stroke-card" data-testid="ycjy-stroke" data-stroke-at={at}>
      <h2 className="yw-ycjy-heading">
        练笔画 · <span className="yw-ycjy-stroke-name yw-kai">{lesson.stroke}</span>
      </h2>
      <p className="yw-ycjy-note" data-testid="ycjy-stroke-which">
        这一笔是“{lesson.char}”的第{at}笔，“{lesson.char}”一共{lesson.stroke_count}画。
      </p>
      <div className="yw-ycjy-stroke-boards">
        <div className="yw-ycjy-stroke-board">
          <h3 className="yw-ycjy-subheading">看一看：红色的一笔就是{lesson.stroke}</h3>
          <StrokeAnimation char={lesson.char} dataUrl={lesson.stroke_data} size={WATCH_SIZE} highlight={at - 1} />
        </div>
        <div className="yw-ycjy-stroke-board">
          <h3 className="yw-ycjy-subheading">描一描：用手指或鼠标照着写</h3>
          <WritingQuiz
            char={lesson.char}
            dataUrl={lesson.stroke_data}
            size={TRACE_SIZE}
            grid="tian"
            strokes={[at - 1]}
            onComplete={setDone}
            onRestart={() => setDone(null)}
          />
        </div>
      </div>
      {done && (
        <p className="yw-ycjy-praise" data-testid="ycjy-stroke-praise">
          {praise(done)}
        </p>
      )}
    </section>
  );
}
