import { type LessonWord, WORD_PRACTICE_MIN_WORDS } from '@yuwen/protocol';
import { Link } from 'react-router';
import { AudioButton } from '../../../components/audio-button/audio-button';
import { PageFailure, PageLoading, PageMessage } from '../../../components/page-state/page-state';
import { useLessonWords } from '../api/lesson-words.api';
import { useBpcyLinks } from '../bpcy-links';
import { PRACTICE_KINDS } from '../word-practice';
import '../word-notes.css';

/** What the banner says about where a lesson's words come from. */
export const SOURCE_NOTES = {
  printed: '这些词语来自课本这一课的词语表。',
  selection: '课本这一课没有词语表，这些词语是我们从本课生字组成的常用词里选的。',
} as const;

/** The recordings of a word's syllables that exist, in order. */
export function recordedSyllables(word: Pick<LessonWord, 'syllables'>): string[] {
  return word.syllables.flatMap((s) => (s.audio === '' ? [] : [s.audio]));
}

/** A word as a card: pinyin over the word (it opens the word's page) and its audio button. */
function WordCard({ word, lessonId }: { word: LessonWord; lessonId: number }) {
  const links = useBpcyLinks();
  return (
    <li className="yw-bpcy-card" data-testid="bpcy-word" data-word={word.word}>
      <Link className="yw-bpcy-card__link" to={links.word(word.word, lessonId)}>
        <span className="yw-bpcy-card__pinyin">{word.pinyin}</span>
        <span className="yw-bpcy-card__word yw-kai">{word.word}</span>
      </Link>
      <AudioButton
        urls={recordedSyllables(word)}
        label={`按音节朗读「${word.word}」`}
        className="yw-bpcy-card__audio"
        testId="bpcy-word-audio"
      />
    </li>
  );
}

/** 练一练: the three word practices, once enough of the lesson's words have our notes. */
function PracticeLinks({ lessonId, noted }: { lessonId: number; noted: number }) {
  const links = useBpcyLinks();
  return (
    <section className="yw-bpcy-practice-links" data-testid="bpcy-practices" aria-labelledby="bpcy-practice-title">
      <h3 id="bpcy-practice-title" className="yw-bpcy-section-title">
        练一练
      </h3>
      {noted < WORD_PRACTICE_MIN_WORDS ? (
        <p className="yw-bpcy-note" data-testid="bpcy-practice-none">
          这一课能练习的词语还不够，先认一认词语、听写一下吧。
        </p>
      ) : (
        <ul className="yw-bpcy-practice-links__list">
          {PRACTICE_KINDS.map((practice) => (
            <li key={practice.kind}>
              <Link
                className="yw-bpcy-practice-link"
                to={links.practice(practice.kind, lessonId)}
                data-testid={`bpcy-practice-${practice.kind}`}
              >
                <b className="yw-bpcy-practice-link__name">{practice.name}</b>
                <span className="yw-bpcy-practice-link__text">{practice.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** A lesson's words: where they come from, the cards, 听写 / 打印 and 练一练. */
export function LessonWords({ lessonId }: { lessonId: number }) {
  const answer = useLessonWords(lessonId);
  const links = useBpcyLinks();
  if (answer.isPending) return <PageLoading />;
  if (answer.isError) return <PageFailure error={answer.error} onRetry={answer.refetch} />;
  const { title, source, words } = answer.data;
  return (
    <article className="yw-bpcy-lesson-words" data-testid="bpcy-lesson-words" data-lesson-id={lessonId}>
      <header className="yw-bpcy-lesson-words__head">
        <h2 className="yw-bpcy-lesson-words__title yw-kai" data-testid="bpcy-lesson-title">
          {title}
        </h2>
        <span className="yw-bpcy-lesson-words__count">{words.length} 个词语</span>
      </header>
      {words.length === 0 ? (
        <PageMessage glyph="词" title="这一课没有要学的词语" testId="bpcy-no-words">
          <p>这一课主要学拼音或说话，没有生字组成的词语。</p>
        </PageMessage>
      ) : (
        <>
          <p className={`yw-bpcy-source is-${source}`} data-testid="bpcy-source" data-source={source}>
            {SOURCE_NOTES[source]}
          </p>
          <nav className="yw-bpcy-actions" aria-label="听写和打印">
            <Link className="yw-bpcy-action is-main" to={links.dictation(lessonId)} data-testid="bpcy-dictate-lesson">
              听写这一课
            </Link>
            <Link className="yw-bpcy-action" to={links.print('zitie', lessonId)} data-testid="bpcy-print-zitie">
              打印字帖
            </Link>
            <Link className="yw-bpcy-action" to={links.print('tingxie', lessonId)} data-testid="bpcy-print-tingxie">
              打印听写纸
            </Link>
          </nav>
          <PracticeLinks lessonId={lessonId} noted={words.filter((word) => word.has_note).length} />
          <ul className="yw-bpcy-cards" data-testid="bpcy-words">
            {words.map((word) => (
              <WordCard key={word.word} word={word} lessonId={lessonId} />
            ))}
          </ul>
          <p className="yw-bpcy-note">小喇叭按音节朗读：把每个字的读音录音一个一个连起来读。点词语看详细。</p>
        </>
      )}
    </article>
  );
}
