import { type Attempt, QUESTION_TYPE_NAMES, QUESTION_TYPES, type QuestionType } from '@yuwen/protocol';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { TitleBar } from '../../../components/title-bar/title-bar';
import { toast } from '../../../components/toast/toast-store';
import { failureMessage } from '../../../lib/http-transport';
import { usePractice } from '../api/kszx.api';
import { AttemptSheet } from './attempt-sheet';
import { WithVolume } from './volume-bar';
import '../kszx.css';

const typeParam = (value: string | null): QuestionType | undefined =>
  (QUESTION_TYPES as readonly string[]).includes(value ?? '') ? (value as QuestionType) : undefined;

/** /kszx/qt/{moduleId}: practice one question type over a volume, untimed; the 错题本's questions come first. */
export function PracticePage() {
  const [params, setParams] = useSearchParams();
  const [round, setRound] = useState<Attempt>();
  const practice = usePractice();
  const type = typeParam(params.get('type'));
  const begin = (volume: string, t: QuestionType) =>
    practice.mutate(
      { volume, type: t },
      { onSuccess: setRound, onError: (error) => toast.error(failureMessage(error)) },
    );
  return (
    <>
      <TitleBar title="按题型练习" back />
      <main className="yw-page yw-kszx yw-kszx--paper" data-testid="kszx-practice">
        {round ? (
          <AttemptSheet key={round.id} attempt={round} onAgain={() => setRound(undefined)} />
        ) : (
          <WithVolume>
            {(volume) => (
              <div className="yw-kszx-types">
                <p className="yw-kszx-note">选一种题型，做错过的题会先出现。</p>
                {QUESTION_TYPES.map((t) => (
                  <button
                    key={t}
                    type="button"
                    className={`yw-kszx-type${type === t ? ' is-on' : ''}`}
                    data-testid="kszx-type"
                    disabled={practice.isPending}
                    onClick={() => {
                      setParams({ type: t }, { replace: true });
                      begin(volume.key, t);
                    }}
                  >
                    {QUESTION_TYPE_NAMES[t]}
                  </button>
                ))}
              </div>
            )}
          </WithVolume>
        )}
      </main>
    </>
  );
}
