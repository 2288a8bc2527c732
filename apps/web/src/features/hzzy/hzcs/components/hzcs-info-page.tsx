// hzcs/hzcsInfo = 汉字测试 in progress: the questions of one group, then the score and the missed characters.
import { MODULE_IDS, type TrainDetail } from '@yuwen/protocol';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { TitleBar } from '../../../../components/title-bar/title-bar';
import { toast } from '../../../../components/toast/toast-store';
import { failureMessage } from '../../../../lib/http-transport';
import { useLearningRecord } from '../../../../lib/learning-record';
import { HzcsResult } from '../../shared/components/hzcs-result';
import { HzcsRound } from '../../shared/components/hzcs-round';
import { useSubmitTest } from '../api/train-details.api';
import '../../shared/components/hzzy.css';
import '../../shared/components/hzcs-training.css';

function positive(value: string | null, fallback: number, max: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? Math.min(n, max) : fallback;
}

/** One test of `count` characters of group `group` (from the address), sent when finished. */
export function HzcsInfoPage({ reviewTo }: { reviewTo: string }) {
  const [params] = useSearchParams();
  const group = positive(params.get('group'), 1, 1000);
  const count = positive(params.get('count'), 10, 20);
  const write = params.get('write') === '1';
  const [round, setRound] = useState(1);
  const [result, setResult] = useState<TrainDetail>();
  const submit = useSubmitTest();
  useLearningRecord(MODULE_IDS.hzzy_hzcs);

  return (
    <>
      <TitleBar title={`汉字测试 · 第 ${group} 组`} back />
      <main className="yw-page yw-hzzy" data-testid="hzcs-info-page">
        {result ? (
          <HzcsResult detail={result}>
            <button
              type="button"
              className="yw-button"
              onClick={() => {
                setResult(undefined);
                setRound(round + 1);
              }}
            >
              再测一次
            </button>
            {result.wrong.length > 0 && (
              <Link className="yw-button yw-button--soft" to={reviewTo} data-testid="hzcs-to-review">
                去错字本
              </Link>
            )}
          </HzcsResult>
        ) : (
          <HzcsRound
            source="group"
            number={group}
            count={count}
            write={write}
            round={round}
            finishing={submit.isPending}
            onFinish={(answers) =>
              submit.mutate(
                { group, answers },
                { onSuccess: setResult, onError: (error) => toast.info(failureMessage(error)) },
              )
            }
          />
        )}
      </main>
    </>
  );
}
