// 今天的任务: today's tasks with a ring of what is done, the days in a row and the stars, on the
// home screen above 「我的课本」.
import { Link } from 'react-router';
import { AreaIcon } from '../../../components/area-icons/area-icon';
import { ProgressRing } from '../../../components/progress-ring/progress-ring';
import { useArea } from '../../area-routes';
import { useDailyPath } from '../api/rewards.api';
import { type DailyTaskLinks, dailyTasks, ringCount } from '../daily-path';
import { useMyTextbook } from '../my-textbook';
import { REWARDS_PATH } from '../rewards-path';
import { FlameMark, StarMark, TickMark } from './reward-icons';

/** Where the tasks open: the review of 汉字测试, the lesson in 同步教学, the poem's recitation page. */
function useTaskLinks(lessonTo: (id: number) => string | undefined): DailyTaskLinks {
  const { modules, linkToModule, desktop } = useArea();
  const linked = (key: string) => {
    const module = modules.find((m) => m.key === key);
    return module !== undefined && linkToModule(module) !== undefined;
  };
  return {
    review: linked('hzzy') ? (desktop ? '/hzzy?part=hzcs&tab=review' : '/hzcs?tab=review') : undefined,
    lesson: lessonTo,
    poem: (id) => (linked('tssc') ? (desktop ? `/tssc?id=${id}` : `/tssc/book?id=${id}`) : undefined),
  };
}

/**
 * The tasks of today; an empty card of the usual size while they load (the areas below stay where
 * they are instead of jumping down), nothing when the call fails (the home screen stays useful).
 */
export function DailyPathCard() {
  const book = useMyTextbook();
  const path = useDailyPath(book.storedKey);
  const links = useTaskLinks(book.lessonTo);
  if (path.isLoading) return <div className="yw-daily yw-daily--loading" aria-hidden="true" />;
  if (!path.data) return null;
  const tasks = dailyTasks(path.data, book.next, links);
  const { done, total } = ringCount(tasks);
  const { streak, stars } = path.data;
  let cheer = `还有 ${total - done} 项，一起加油！`;
  if (total > 0 && done === total) cheer = '今天的任务都完成了，真了不起！';
  else if (done === 0) cheer = '从第一项开始吧';
  return (
    <section className="yw-daily" aria-labelledby="yw-daily-title" data-testid="daily-path">
      <div className="yw-daily__head">
        <ProgressRing done={done} total={total} className="yw-daily__ring" />
        <div className="yw-daily__summary">
          <h2 id="yw-daily-title" className="yw-daily__title">
            今天的任务
          </h2>
          <p className="yw-daily__cheer">{cheer}</p>
          <Link
            className="yw-daily__chips"
            to={REWARDS_PATH}
            aria-label={`我的奖励：连续 ${streak.current} 天，${stars} 颗星`}
          >
            <span className="yw-daily__chip" data-testid="daily-streak" data-value={streak.current}>
              <FlameMark className="yw-daily__chip-icon" />
              连续 <b>{streak.current}</b> 天
            </span>
            <span className="yw-daily__chip" data-testid="daily-stars" data-value={stars}>
              <StarMark className="yw-daily__chip-icon" />
              <b>{stars}</b> 颗星
            </span>
          </Link>
        </div>
      </div>
      {tasks.length > 0 && (
        <ol className="yw-daily__tasks">
          {tasks.map((task) => {
            const body = (
              <>
                <AreaIcon moduleKey={task.icon} className="yw-daily__task-icon" />
                <span className="yw-daily__task-text">
                  <span className="yw-daily__task-title">{task.title}</span>
                  <span className="yw-daily__task-detail">{task.detail}</span>
                </span>
                <TickMark done={task.done} className="yw-daily__tick" />
                <span className="yw-visually-hidden">{task.done ? '已完成' : '未完成'}</span>
              </>
            );
            return (
              <li
                key={task.key}
                className={`yw-daily__task${task.done ? ' is-done' : ''}`}
                data-testid="daily-task"
                data-task={task.key}
                data-done={task.done ? '1' : '0'}
              >
                {task.to === undefined ? (
                  <span className="yw-daily__task-row">{body}</span>
                ) : (
                  <Link className="yw-daily__task-row" to={task.to}>
                    {body}
                  </Link>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
