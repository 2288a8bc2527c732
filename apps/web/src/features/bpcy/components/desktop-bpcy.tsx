// 部编词语 on the desktop table: one page, /bpcy — grade, volume and the lessons in a column on the
// left; on the right a lesson's words (?lesson=), a word (?word=) or the area's overview.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useVolumeChoice } from '../../../components/textbook-volume/use-volume-choice';
import { TitleBar } from '../../../components/title-bar/title-bar';
import { useBpcyLinks } from '../bpcy-links';
import { DictationHistory } from './dictation-history';
import { LessonChooser } from './lesson-list';
import { LessonWords } from './lesson-words';
import { OwnDictationCard } from './mobile-pages';
import { WordView } from './word-view';
import '../bpcy.css';

/** The right side before a lesson is chosen: what the area does, 自己出题听写 and the history. */
function Overview() {
  return (
    <div className="yw-bpcy-overview" data-testid="bpcy-overview">
      <section className="yw-bpcy-overview__hero">
        <h2 className="yw-bpcy-overview__title">跟着课本学词语</h2>
        <ol className="yw-bpcy-overview__steps">
          <li className="yw-bpcy-overview__step">
            <b className="yw-bpcy-overview__step-name">选一课</b>在左边选年级、册和课文
          </li>
          <li className="yw-bpcy-overview__step">
            <b className="yw-bpcy-overview__step-name">认词语</b>看拼音，听读音，点字查字典
          </li>
          <li className="yw-bpcy-overview__step">
            <b className="yw-bpcy-overview__step-name">听写</b>设备来读，在屏幕上或纸上写
          </li>
          <li className="yw-bpcy-overview__step">
            <b className="yw-bpcy-overview__step-name">打印</b>字帖和听写纸，A4 纸直接用
          </li>
        </ol>
      </section>
      <OwnDictationCard />
      <DictationHistory />
    </div>
  );
}

/** /bpcy on desktop: the lessons beside the lesson's words, a word, or the overview. */
export function DesktopBpcy({ lessonId, word }: { lessonId?: number; word?: string }) {
  const choice = useVolumeChoice();
  const links = useBpcyLinks();
  let main: ReactNode;
  if (word !== undefined) main = <WordView key={word} word={word} />;
  else if (lessonId !== undefined) main = <LessonWords key={lessonId} lessonId={lessonId} />;
  else main = <Overview />;
  return (
    <div className="yw-bpcy-desk" data-testid="bpcy-desktop">
      <aside className="yw-bpcy-desk__side" aria-label="课文">
        <Link className="yw-bpcy-desk__brand" to={links.home()}>
          <span className="yw-bpcy-desk__logo yw-kai" aria-hidden="true">
            词
          </span>
          部编词语
        </Link>
        <LessonChooser choice={choice} currentLessonId={lessonId} />
      </aside>
      <section className="yw-bpcy-desk__main">
        <TitleBar title={word ?? '部编词语'} back={word !== undefined || lessonId !== undefined} />
        <main className="yw-page yw-bpcy">{main}</main>
      </section>
    </div>
  );
}
