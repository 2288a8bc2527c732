// bookSZ/{categoryId} = 识字: recognise the lesson's characters — see one and pick its reading, hear
// a reading and pick the character — told right or wrong at once, then handed in; the server marks
// the right ones learned.
import { type ExerciseResult, TBJX_MODULE_ID } from '@yuwen/protocol';
import { type ReactNode, useState } from 'react';
import { useParams } from 'react-router';
import { PageMessage } from '../../../components/page-state/page-state';
import { toast } from '../../../components/toast/toast-store';
import { failureMessage } from '../../../lib/http-transport';
import { useLearningRecord } from '../../../lib/learning-record';
import { useTextbookLesson } from '../api/textbook-lesson.api';
import { idParam } from '../tbjx-links';
import { useExercise } from './api/exercise-start.api';
import { useSubmitExercise } from './api/exercise-submit.api';
import { LessonHeading, NoLesson, PracticeFrame, PracticeLoadState } from './components/practice-frame';
import { PracticeResult } from './components/practice-result';
import { SzRound } from './components/sz-round';
import { lessonTiles, missedCharacters } from './practice-answers';

export default function BookSzPage() {
  const lessonId = idParam(useParams().categoryId);
  const [round, setRound] = useState(1);
  const [result, setResult] = useState<ExerciseResult>();
  const lesson = useTextbookLesson(lessonId);
  const exercise = useExercise(lessonId, 'sz', round);
  const submit = useSubmitExercise();
  useLearningRecord(TBJX_MODULE_ID, lessonId);

  const again = () => {
    setResult(undefined);
    setRound(round + 1);
  };

  let body: ReactNode;
  if (lessonId === undefined) body = <NoLesson />;
  else if (!lesson.data) body = <PracticeLoadState query={lesson} />;
  else if (result) {
    const missed = missedCharacters(result);
    body = (
      <PracticeResult
        score={result.score}
        summary={`答对 ${result.correct} / ${result.total} 题${result.correct > 0 ? '，答对的字已记为学会' : ''}`}
        missed={missed}
        missedNote="点一个字看看它的读音和写法。"
      >
        <button type="button" className="yw-button" data-testid="practice-again" onClick={again}>
          再来一次
        </button>
      </PracticeResult>
    );
  } else if (!exercise.data) body = <PracticeLoadState query={exercise} retryText="重新出题" />;
  else if (exercise.data.questions.length === 0)
    body = <PageMessage glyph="空" title="这一课没有要认的字，换一课试试吧" testId="practice-empty" />;
  else {
    const started = exercise.data;
    body = (
      <SzRound
        key={started.id}
        exercise={started}
        tiles={lessonTiles(lesson.data)}
        finishing={submit.isPending}
        onFinish={(sheet) =>
          submit.mutate(
            { id: started.id, sheet },
            { onSuccess: setResult, onError: (error) => toast.info(failureMessage(error)) },
          )
        }
      />
    );
  }

  return (
    <PracticeFrame title="识字" testId="book-sz-page">
      {lesson.data && <LessonHeading lesson={lesson.data} />}
      {body}
    </PracticeFrame>
  );
}
