// hzxl = 汉字训练: levels over the 基本字 groups that open one after another, stars for each.
import { MODULE_IDS, type TrainAnswer } from '@yuwen/protocol';
import { type ReactNode, useState } from 'react';
import { Celebration } from '../../../../components/celebration/celebration';
import { LockIcon } from '../../../../components/icons/icons';
import { PageLoading, PageMessage } from '../../../../components/page-state/page-state';
import { Stars } from '../../../../components/stars/stars';
import { TitleBar } from '../../../../components/title-bar/title-bar';
import { toast } from '../../../../components/toast/toast-store';
import { failureMessage } from '../../../../lib/http-transport';
import { useLearningRecord } from '../../../../lib/learning-record';
import { HzcsResult } from '../../shared/components/hzcs-result';
import { HzcsRound } from '../../shared/components/hzcs-round';
import { useSubmitLevel, useTrainLevels } from '../api/train-levels.api';
import '../../shared/components/hzzy.css';
import '../../shared/components/hzcs-training.css';

/** Questions in one level round. */
const LEVEL_ROUND = 10;

type LevelResult = ReturnType<typeof useSubmitLevel>['data'];

/** 汉字训练: the level map, a level's round, and its stars. */
export function HzxlPage() {
  const levels = useTrainLevels();
  const submit = useSubmitLevel();
  const [playing, setPlaying] = useState<{ level: number; round: number }>();
  const [result, setResult] = useState<LevelResult>();
  useLearningRecord(MODULE_IDS.hzzy_hzxl);

  const play = (level: number) => {
    setResult(undefined);
    setPlaying({ level, round: (playing?.round ?? 0) + 1 });
  };
  const finish = (level: number, answers: TrainAnswer[]) =>
    submit.mutate({ level, answers }, { onSuccess: setResult, onError: (error) => toast.info(failureMessage(error)) });

  let body: ReactNode;
  if (playing && result) {
    body = (
      <HzcsResult detail={result.detail}>
        <div data-testid="hzxl-stars">
          <Celebration when={result.stars >= 2} />
          <Stars stars={result.stars} />
          <p className="yw-hzzy-note">
            {result.stars === 0
              ? '答对六成以上才能得星，再试一次吧。'
              : result.next_unlocked
                ? `第 ${playing.level + 1} 关已经打开！`
                : `本关最好成绩 ${result.level.best_score} 分。`}
          </p>
        </div>
        <button type="button" className="yw-button yw-button--soft" onClick={() => play(playing.level)}>
          再练一次
        </button>
        {result.next_unlocked && (
          <button type="button" className="yw-button" onClick={() => play(playing.level + 1)}>
            下一关
          </button>
        )}
        <button type="button" className="yw-button yw-button--soft" onClick={() => setPlaying(undefined)}>
          返回关卡
        </button>
      </HzcsResult>
    );
  } else if (playing) {
    body = (
      <>
        <h2 className="yw-section-title">第 {playing.level} 关</h2>
        <HzcsRound
          source="level"
          number={playing.level}
          count={LEVEL_ROUND}
          write
          round={playing.round}
          finishing={submit.isPending}
          onFinish={(answers) => finish(playing.level, answers)}
        />
      </>
    );
  } else if (levels.isPending) {
    body = <PageLoading />;
  } else if (levels.isError) {
    body = (
      <PageMessage glyph="网" title={failureMessage(levels.error)} testId="hzxl-error">
        <button type="button" className="yw-button" onClick={() => void levels.refetch()}>
          重新加载
        </button>
      </PageMessage>
    );
  } else if (levels.data.levels.length === 0) {
    body = <PageMessage glyph="空" title="字库还没有导入，暂时无法训练" testId="hzxl-empty" />;
  } else {
    body = (
      <>
        <p className="yw-hzzy-note">
          每关练习一组常用字（按《通用规范汉字表》一级字顺序，每组 20
          字），读音、选字填空和听写（在写字板上按笔顺写）混在一起。答对六成得一颗星，八成两颗，全对三颗；得星后打开下一关。已得{' '}
          {levels.data.total_stars} 颗星。
        </p>
        <ol className="yw-hzxl-levels" data-testid="hzxl-levels">
          {levels.data.levels.map((l) => (
            <li key={l.level}>
              <button
                type="button"
                className="yw-hzxl-level"
                data-testid="hzxl-level"
                data-level={l.level}
                data-stars={l.stars}
                disabled={!l.unlocked}
                onClick={() => play(l.level)}
              >
                {/* The name is what the button shows: the level, its first characters, its stars or 未解锁. */}
                <span>第 {l.level} 关</span>
                <span className="yw-hzxl-level__preview yw-kai">{l.preview}</span>
                {l.unlocked ? (
                  <Stars stars={l.stars} />
                ) : (
                  <>
                    <LockIcon />
                    <span className="yw-visually-hidden">未解锁</span>
                  </>
                )}
              </button>
            </li>
          ))}
        </ol>
      </>
    );
  }

  return (
    <>
      <TitleBar title="汉字训练" back />
      <main className="yw-page yw-hzzy" data-testid="hzxl-page">
        {body}
      </main>
    </>
  );
}
