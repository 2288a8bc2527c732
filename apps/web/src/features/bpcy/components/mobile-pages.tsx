// 部编词语 on a phone: each view a page of its own with the title bar.
import { Link } from 'react-router';
import { useVolumeChoice } from '../../../components/textbook-volume/use-volume-choice';
import { TitleBar } from '../../../components/title-bar/title-bar';
import { useLessonWords } from '../api/lesson-words.api';
import { useBpcyLinks } from '../bpcy-links';
import { LessonChooser } from './lesson-list';
import { LessonWords } from './lesson-words';
import { WordView } from './word-view';
import '../bpcy.css';

/** 自己出题听写: the way to dictate any words, not only a lesson's. */
export function OwnDictationCard() {
  const links = useBpcyLinks();
  return (
    <Link className="yw-bpcy-own-card" to={links.dictation()} data-testid="bpcy-own-dictation">
      <span className="yw-bpcy-own-card__glyph yw-kai" aria-hidden="true">
        听
      </span>
      <span className="yw-bpcy-own-card__text">
        <b>自己出题听写</b>
        <span>写下老师布置的词语，设备来读，孩子来写</span>
      </span>
    </Link>
  );
}

/** /bpcy (and /jdxa/bpcy/{id}): grade and volume, then units and lessons. */
export function BpcyHomePage() {
  const choice = useVolumeChoice();
  return (
    <>
      <TitleBar title="部编词语" back />
      <main className="yw-page yw-bpcy" data-testid="bpcy-home">
        <OwnDictationCard />
        <LessonChooser choice={choice} />
      </main>
    </>
  );
}

/** ?lesson=<id>: the lesson's words. */
export function LessonPage({ lessonId }: { lessonId: number }) {
  const lesson = useLessonWords(lessonId);
  return (
    <>
      <TitleBar title={lesson.data?.title ?? '这一课的词语'} back />
      <main className="yw-page yw-bpcy">
        <LessonWords lessonId={lessonId} />
      </main>
    </>
  );
}

/** ?word=学校: a word's page. */
export function WordPage({ word }: { word: string }) {
  return (
    <>
      <TitleBar title={word} back />
      <main className="yw-page yw-bpcy">
        <WordView word={word} />
      </main>
    </>
  );
}
