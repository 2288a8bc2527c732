import type { PupilNote } from '@yuwen/protocol';
import { Link } from 'react-router';
import { AudioButton } from '../../../components/audio-button/audio-button';
import { PageFailure, PageLoading } from '../../../components/page-state/page-state';
import { RubyRow } from '../../../components/ruby-row/ruby-row';
import { useWordDetail } from '../api/word-detail.api';
import { useBpcyLinks } from '../bpcy-links';
import { measurePhrase, splitAround } from '../word-practice';
import { recordedSyllables } from './lesson-words';
import '../word-notes.css';

/** The explanation as paragraphs (the imported text keeps its line breaks). */
function paragraphs(text: string): string[] {
  return text
    .split(/\n+/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** 近义词 or 反义词 as chips, each opening its own word page. */
function WordChips({ title, words, testId }: { title: string; words: readonly string[]; testId: string }) {
  const links = useBpcyLinks();
  if (words.length === 0) return null;
  return (
    <div className="yw-bpcy-note-card__row">
      <dt className="yw-bpcy-note-card__label">{title}</dt>
      <dd className="yw-bpcy-note-card__value">
        <ul className="yw-bpcy-word-chips" data-testid={testId}>
          {words.map((friend) => (
            <li key={friend}>
              <Link className="yw-bpcy-word-chip yw-kai" to={links.word(friend)} data-word={friend}>
                {friend}
              </Link>
            </li>
          ))}
        </ul>
      </dd>
    </div>
  );
}

/** Our note for pupils: 意思, 例句 with the word picked out, 近义词/反义词 and 量词. */
function PupilNoteCard({ word, note }: { word: string; note: PupilNote }) {
  const example = splitAround(note.example, word);
  return (
    <section className="yw-bpcy-note-card" data-testid="bpcy-word-note" aria-label="词语卡">
      <dl className="yw-bpcy-note-card__list">
        <div className="yw-bpcy-note-card__row">
          <dt className="yw-bpcy-note-card__label">意思</dt>
          <dd className="yw-bpcy-note-card__value" data-testid="bpcy-word-meaning">
            {note.meaning}
          </dd>
        </div>
        <div className="yw-bpcy-note-card__row">
          <dt className="yw-bpcy-note-card__label">例句</dt>
          <dd className="yw-bpcy-note-card__value yw-kai" data-testid="bpcy-word-example">
            {example.before}
            <b className="yw-bpcy-note-card__mark">{example.word}</b>
            {example.after}
          </dd>
        </div>
        <WordChips title="近义词" words={note.synonyms} testId="bpcy-word-synonyms" />
        <WordChips title="反义词" words={note.antonyms} testId="bpcy-word-antonyms" />
        {note.measure !== '' && (
          <div className="yw-bpcy-note-card__row">
            <dt className="yw-bpcy-note-card__label">量词</dt>
            <dd className="yw-bpcy-note-card__value yw-kai" data-testid="bpcy-word-measure">
              {measurePhrase(note.measure, word)}
            </dd>
          </div>
        )}
      </dl>
    </section>
  );
}

/**
 * A word's page: each character with its pinyin (a tap opens the dictionary), the syllable reading,
 * our note for pupils when we wrote one, and the imported explanation folded away for grown-ups.
 */
export function WordView({ word }: { word: string }) {
  const answer = useWordDetail(word);
  if (answer.isPending) return <PageLoading />;
  if (answer.isError) return <PageFailure error={answer.error} onRetry={answer.refetch} />;
  const detail = answer.data;
  const urls = recordedSyllables(detail);
  const unrecorded = detail.syllables.length - urls.length;
  const explanation = paragraphs(detail.explanation);
  return (
    <article className="yw-bpcy-word" data-testid="bpcy-word-page" data-word={detail.word}>
      <section className="yw-bpcy-word__hero">
        <RubyRow
          text={detail.word}
          pinyin={detail.pinyin}
          label={`词语「${detail.word}」里的字`}
          size="lg"
          onCard
          charTestId="bpcy-word-char"
        />
        <div className="yw-bpcy-word__tools">
          <AudioButton
            urls={urls}
            label={`按音节朗读「${detail.word}」`}
            className="yw-bpcy-word__audio"
            testId="bpcy-word-read"
          >
            按音节朗读
          </AudioButton>
          {detail.common && <span className="yw-bpcy-badge">常用词</span>}
        </div>
        <p className="yw-bpcy-note">
          {urls.length === 0
            ? '这个词的读音还没有录音，请看拼音读一读。'
            : `按音节朗读：把每个字的读音录音连起来读${unrecorded > 0 ? `，有 ${unrecorded} 个音节没有录音，会跳过` : ''}。`}
          点一个字，可以查字典看它的笔顺和组词。
        </p>
      </section>
      {detail.pupil && <PupilNoteCard word={detail.word} note={detail.pupil} />}
      {explanation.length > 0 ? (
        <details className="yw-bpcy-explain" data-testid="bpcy-word-explanation">
          <summary>{detail.pupil ? '详细解释' : '详细释义（给家长）'}</summary>
          {explanation.map((line, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the paragraphs never move.
            <p key={i}>{line}</p>
          ))}
          <p className="yw-bpcy-explain__source">释义来自公开的词典资料，写给大人看，可以挑孩子听得懂的讲。</p>
        </details>
      ) : (
        // Nothing to fold away: an empty heading would only say what is missing.
        !detail.pupil && (
          <p className="yw-bpcy-note" data-testid="bpcy-word-no-explanation">
            点上面的每个字查字典，看看它们的意思，再连起来想一想这个词说的是什么。
          </p>
        )
      )}
    </article>
  );
}
