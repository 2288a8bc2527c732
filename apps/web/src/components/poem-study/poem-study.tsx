// Our notes of a poem — 注释, 译文 line by line, 赏析 — as the poem, recitation and lesson pages show them.
import type { PoemStudy } from '@yuwen/protocol';
import type { ReactNode } from 'react';
import './poem-study.css';

/** The words explained, in text order. */
export function PoemNotes({ notes }: { notes: PoemStudy['notes'] }) {
  return (
    <dl className="yw-poem-notes" data-testid="poem-notes">
      {notes.map((note) => (
        <div key={note.term} className="yw-poem-notes__item">
          <dt className="yw-kai">{note.term}</dt>
          <dd>{note.gloss}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The 译文 a line for each line of the text; with `lines`, each under the line it translates. */
export function PoemTranslation({ translation, lines }: { translation: readonly string[]; lines?: readonly string[] }) {
  return (
    <ol className="yw-poem-translation" data-testid="poem-translation">
      {translation.map((line, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: lines repeat (江南's 鱼戏莲叶…), so a line is known by its place.
        <li key={i}>
          {lines?.[i] && <span className="yw-poem-translation__text yw-kai">{lines[i]}</span>}
          <span className="yw-poem-translation__line">{line}</span>
        </li>
      ))}
    </ol>
  );
}

/** A fold a pupil opens to peek (recitation and lesson pages); `attached` sits just under a card. */
export function StudyFold({
  title,
  testId,
  attached = false,
  children,
}: {
  title: string;
  testId: string;
  attached?: boolean;
  children: ReactNode;
}) {
  return (
    <details className={attached ? 'yw-poem-fold yw-poem-fold--attached' : 'yw-poem-fold'} data-testid={testId}>
      <summary>{title}</summary>
      {children}
    </details>
  );
}
