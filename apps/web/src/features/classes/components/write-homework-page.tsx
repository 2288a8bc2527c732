import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { WritingQuiz } from '../../../components/hanzi-writer/hanzi-writer-board';
import { PageFailure, PageLoading, PageMessage } from '../../../components/page-state/page-state';
import { TitleBar } from '../../../components/title-bar/title-bar';
import { toast } from '../../../components/toast/toast-store';
import { failureMessage } from '../../../lib/http-transport';
import { useArea } from '../../area-routes';
import { useMyAssignments, useWriteChar } from '../api/classes.api';
import { charsToWrite, dayText } from '../homework-links';
import '../classes.css';

/** The writing grid's size: bigger on desktop, where there is room. */
const SIZE = { mobile: 260, desktop: 320 };

/**
 * 写字 作业: the characters the teacher set, each written on the stroke checker (order and direction
 * checked); one written to the end is kept on the server and stays on the board with its score
 * until the pupil goes on to the next.
 */
export function WriteHomeworkPage() {
  const { desktop } = useArea();
  const [search] = useSearchParams();
  const id = Number(search.get('id'));
  const list = useMyAssignments();
  const write = useWriteChar();
  const [picked, setPicked] = useState<string>();
  const assignment = list.data?.find((a) => a.id === id && a.kind === 'write');
  const body = () => {
    if (list.isPending) return <PageLoading />;
    if (list.isError) return <PageFailure error={list.error} onRetry={list.refetch} />;
    if (!assignment) return <PageMessage glyph="作" title="没有找到这份作业" />;
    const left = charsToWrite(assignment);
    const chars = [...new Set(assignment.chars)];
    const current = picked && chars.includes(picked) ? picked : left[0];
    const written = new Set(assignment.work.written);
    const done = (char: string) =>
      write.mutate(
        { assignment_id: assignment.id, char },
        {
          onSuccess: (next) => {
            if (next.work.state === 'done') toast.success('都写完了，真棒！');
          },
          onError: (error) => toast.error(failureMessage(error)),
        },
      );
    return (
      <>
        <header className="yw-write-homework__head">
          <b className="yw-homework__title">{assignment.title}</b>
          <span className="yw-classes-soft">
            {assignment.class_name} · {dayText(assignment.due_date)}前
          </span>
        </header>
        <ol className="yw-write-homework__chars" data-testid="write-chars">
          {chars.map((char) => (
            <li key={char}>
              <button
                type="button"
                className={`yw-write-homework__char yw-kai${written.has(char) ? ' is-written' : ''}${char === current ? ' is-current' : ''}`}
                aria-pressed={char === current}
                aria-label={written.has(char) ? `${char}，已写好` : char}
                onClick={() => setPicked(char)}
                data-testid="write-char"
                data-written={written.has(char) ? '1' : '0'}
              >
                {char}
              </button>
            </li>
          ))}
        </ol>
        <p className="yw-homework__state" data-testid="write-progress">
          {left.length === 0 ? '都写完了，可以再练一练' : `还有${left.length}个字要写，一笔一笔按笔顺写`}
        </p>
        {current && (
          <WritingQuiz
            key={current}
            char={current}
            dataUrl={`/hanzi-data/${encodeURIComponent(current)}.json`}
            size={desktop ? SIZE.desktop : SIZE.mobile}
            grid="tian"
            onComplete={() => {
              // The board keeps this character (and its score) until the pupil moves on.
              setPicked(current);
              if (!written.has(current)) done(current);
            }}
          />
        )}
        {picked && left.some((c) => c !== picked) && (
          <button type="button" className="yw-button" onClick={() => setPicked(undefined)} data-testid="write-next">
            写下一个字
          </button>
        )}
        <Link className="yw-button yw-button--soft" to="/homework">
          回到我的作业
        </Link>
      </>
    );
  };
  return (
    <>
      <TitleBar title="写字作业" back />
      <main className="yw-page yw-homework yw-write-homework" data-testid="write-homework">
        {body()}
      </main>
    </>
  );
}
