// bookZY/{moduleId}/{categoryId} = 作业: an exercise over the lesson with every kind of question
// (选读音, 听音选字, 组词, 数笔画, 看拼音写汉字 on the stroke checker), marked by the server; the score,
// each question's mark with the right answer, and the lesson's past results.
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
import { ExerciseHistory } from './components/exercise-history';
import { LessonHeading, NoLesson, PracticeFrame, PracticeLoadState } from './components/practice-frame';
import { PracticeResult } from './components/practice-result';
import { ZyMarks } from './components/zy-marks';
import { ZyRound } from './components/zy-round';
import { type AnswerSheet, missedCharacters } from './practice-answers';

/** A handed-in exercise with the answers it was given (the marks are read against them). */
interface HandedIn {
  result: ExerciseResult;
  sheet: AnswerSheet;
}

export default function BookZyPage() {
  const params = useParams();
  const lessonId = idParam(params.categoryId);
  const moduleId = idParam(params.moduleId) ?? TBJX_MODULE_ID;
  const [round, setRound] = useState(1);
  const [handedIn, setHandedIn] = useState<HandedIn>();
  const lesson = useTextbookLesson(lessonId);
  const exercise = useExercise(lessonId, 'zy', round);
  const submit = useSubmitExercise();
  useLearningRecord(moduleId, lessonId);

  let body: ReactNode;
  if (lessonId === undefined) body = <NoLesson />;
  else if (!lesson.data) body = <PracticeLoadState query={lesson} />;
  else if (!exercise.data) body = <PracticeLoadState query={exercise} retryText="重新出题" />;
  else if (exercise.data.questions.length === 0)
    body = <PageMessage glyph="空" title="这一课暂时没有作业，换一课试试吧" testId="practice-empty" />;
  else if (handedIn) {
    const { result, sheet } = handedIn;
    body = (
      <>
        <PracticeResult
          score={result.score}
          summary={`答对 ${result.correct} / ${result.total} 题`}
          missed={missedCharacters(result)}
          missedNote="做错的字已放进错字本，也会出现在复习里。"
        >
          <button
            type="button"
            className="yw-button"
            data-testid="practice-again"
            onClick={() => {
              setHandedIn(undefined);
              setRound(round + 1);
            }}
          >
            再做一次
          </button>
        </PracticeResult>
        <ZyMarks questions={exercise.data.questions} sheet={sheet} result={result} />
      </>
    );
  } else {
    const started = exercise.data;
    body = (
      <ZyRound
        key={started.id}
        exercise={started}
        finishing={submit.isPending}
        onFinish={(sheet) =>
          submit.mutate(
            { id: started.id, sheet },
            {
              onSuccess: (result) => setHandedIn({ result, sheet }),
              onError: (error) => toast.info(failureMessage(error)),
            },
          )
        }
      />
    );
  }

  return (
    <PracticeFrame title="作业" testId="book-zy-page">
      {lesson.data && <LessonHeading lesson={lesson.data} />}
      {body}
      {lessonId !== undefined && lesson.data && <ExerciseHistory lessonId={lessonId} />}
    </PracticeFrame>
  );
}
