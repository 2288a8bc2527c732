import { ASSIGNMENT_CHARS_MAX, type TextbookVolumeSummary } from '@yuwen/protocol';
import { useState } from 'react';
import { useTextbookVolume } from '../../../components/textbook-volume/api/textbook-volume.api';
import { useTextbookVolumes } from '../../../components/textbook-volume/api/textbook-volumes.api';
import { lessonLabel } from '../../../components/textbook-volume/next-lesson';
import { VolumePicker } from '../../../components/textbook-volume/volume-picker';
import { byline } from '../../../lib/byline';
import { useBookContents, useLibrary, usePoemSearch, useVolumePapers } from '../api/classes.api';

/** What an assignment is about: its target, the words the form shows, and the characters or chapter it keeps. */
export interface Target {
  id: number;
  label: string;
  chars?: string;
  chapter?: number;
}

type Pick = { onPick: (target: Target) => void };

export function PoemPicker({ onPick }: Pick) {
  const [keyword, setKeyword] = useState('');
  const found = usePoemSearch(keyword);
  return (
    <div className="yw-classes-picker">
      <input
        value={keyword}
        onChange={(e) => setKeyword(e.target.value)}
        maxLength={40}
        placeholder="输入诗文题目，例如：静夜思"
        aria-label="诗文题目"
        data-testid="assign-poem-search"
      />
      {found.data && (
        <ul className="yw-classes-picker__list">
          {found.data.length === 0 && <li className="yw-classes-soft">没有找到这首诗文</li>}
          {found.data.slice(0, 8).map((poem) => (
            <li key={poem.poem_id}>
              <button
                type="button"
                className="yw-classes-link"
                onClick={() => onPick({ id: poem.poem_id, label: `《${poem.title}》` })}
                data-testid="assign-poem-option"
              >
                《{poem.title}》{' '}
                <span className="yw-classes-soft">
                  {byline(poem.dynasty, poem.author)} · {poem.collection_name}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** A volume chosen with the shared picker (the first one until the teacher picks). */
function useVolume() {
  const volumes = useTextbookVolumes();
  const [chosen, setChosen] = useState<TextbookVolumeSummary>();
  return { volumes: volumes.data, volume: chosen ?? volumes.data?.[0], setVolume: setChosen };
}

/** A lesson of a volume; the target carries its 写字表 for characters to write. */
export function LessonPicker({ onPick }: Pick) {
  const { volumes, volume, setVolume } = useVolume();
  const lessons = useTextbookVolume(volume?.id);
  if (!volumes || !volume) return <p className="yw-classes-soft">课本加载中...</p>;
  return (
    <div className="yw-classes-picker">
      <VolumePicker volumes={volumes} chosen={volume} onChoose={setVolume} testIdPrefix="assign" />
      <ul className="yw-classes-picker__list">
        {lessons.data?.units.flatMap((unit) =>
          unit.lessons
            .filter((lesson) => lesson.number !== '')
            .map((lesson) => (
              <li key={lesson.id}>
                <button
                  type="button"
                  className="yw-classes-link"
                  onClick={() =>
                    onPick({ id: lesson.id, label: `${volume.name} ${lessonLabel(lesson)}`, chars: lesson.xiezi })
                  }
                  data-testid="assign-lesson-option"
                >
                  {lessonLabel(lesson)}
                </button>
              </li>
            )),
        )}
      </ul>
    </div>
  );
}

/** A 考试中心 paper of a volume: its units' tests, the 期末 and the papers teachers wrote. */
export function PaperPicker({ onPick }: Pick) {
  const { volumes, volume, setVolume } = useVolume();
  const papers = useVolumePapers(volume?.key);
  if (!volumes || !volume) return <p className="yw-classes-soft">课本加载中...</p>;
  return (
    <div className="yw-classes-picker">
      <VolumePicker volumes={volumes} chosen={volume} onChoose={setVolume} testIdPrefix="assign" />
      <ul className="yw-classes-picker__list">
        {papers.data?.length === 0 && <li className="yw-classes-soft">这一册还没有试卷</li>}
        {papers.data?.map((paper) => (
          <li key={paper.id}>
            <button
              type="button"
              className="yw-classes-link"
              onClick={() => onPick({ id: paper.id, label: `《${paper.title}》` })}
              data-testid="assign-paper-option"
            >
              {paper.title}{' '}
              <span className="yw-classes-soft">
                {paper.question_count}题 · {Math.round(paper.time_limit_s / 60)}分钟
              </span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A book of 部编阅读, then one of its chapters. */
export function ChapterPicker({ onPick }: Pick) {
  const books = useLibrary();
  const [bookId, setBookId] = useState<number>();
  const chapters = useBookContents(bookId);
  const book = books.data?.find((b) => b.id === bookId);
  if (!books.data) return <p className="yw-classes-soft">书目加载中...</p>;
  return (
    <div className="yw-classes-picker">
      <select
        value={bookId ?? ''}
        onChange={(e) => setBookId(e.target.value ? Number(e.target.value) : undefined)}
        aria-label="选一本书"
        data-testid="assign-book"
      >
        <option value="">选一本书</option>
        {books.data.map((b) => (
          <option key={b.id} value={b.id}>
            《{b.title}》
          </option>
        ))}
      </select>
      {book && chapters.data && (
        <ul className="yw-classes-picker__list">
          {chapters.data.map((c) => (
            <li key={c.chapter}>
              <button
                type="button"
                className="yw-classes-link"
                onClick={() => onPick({ id: book.id, label: `《${book.title}》${c.title}`, chapter: c.chapter })}
                data-testid="assign-chapter-option"
              >
                {c.title}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Characters to write: typed, or a lesson's 写字表 to start from (then changed freely). */
export function CharsPicker({ target, onChange }: { target: Target | undefined; onChange: (t?: Target) => void }) {
  const [fromLesson, setFromLesson] = useState(false);
  const type = (chars: string) =>
    onChange(chars.trim() ? { id: 0, label: chars.trim(), chars: chars.trim() } : undefined);
  return (
    <div className="yw-classes-picker">
      <input
        value={target?.chars ?? ''}
        onChange={(e) => type(e.target.value)}
        maxLength={ASSIGNMENT_CHARS_MAX * 2}
        placeholder="输入要写的字，例如：天地人你我他"
        aria-label="要写的字"
        data-testid="assign-chars"
      />
      {fromLesson ? (
        <LessonPicker
          onPick={(lesson) => {
            onChange(lesson);
            setFromLesson(false);
          }}
        />
      ) : (
        <button type="button" className="yw-classes-link" onClick={() => setFromLesson(true)}>
          用课文的写字表
        </button>
      )}
    </div>
  );
}
