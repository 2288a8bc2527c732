// 我的奖励: the stars, the days in a row with this week's days, and every badge — earned ones with
// their date, the rest in grey with how far along the pupil is.
import type { Badge, Rewards } from '@yuwen/protocol';
import { BadgeMedal } from '../../../components/badges/badge-medal';
import { BADGE_TEXTS } from '../../../components/badges/badge-texts';
import { Mascot } from '../../../components/mascot/mascot';
import { PageFailure, PageLoading } from '../../../components/page-state/page-state';
import { TitleBar } from '../../../components/title-bar/title-bar';
import { useRewards } from '../api/rewards.api';
import { FlameMark, StarMark } from './reward-icons';

const WEEKDAYS = ['日', '一', '二', '三', '四', '五', '六'];

/** 周一 … 周日 of a YYYY-MM-DD date. */
export function weekdayOf(date: string): string {
  return `周${WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()]}`;
}

/** A China date (epoch ms) as the pupil reads it: 2025年9月1日. */
function dateText(ms: number): string {
  const [year, month, day] = new Date(ms + 8 * 3600_000).toISOString().slice(0, 10).split('-').map(Number);
  return `${year}年${month}月${day}日`;
}

function badgeStatus(badge: Badge): string {
  if (badge.earned) return badge.earned_at === null ? '已得到' : `${dateText(badge.earned_at)}得到`;
  if (badge.need <= 1) return '还没有得到';
  return `${badge.detail === '' ? '' : `${badge.detail} `}已完成 ${badge.have} / ${badge.need}`;
}

function RewardsView({ rewards }: { rewards: Rewards }) {
  const earned = rewards.badges.filter((b) => b.earned).length;
  const { streak } = rewards;
  return (
    <>
      <section className="yw-rewards__hero">
        <Mascot pose="cheering" className="yw-rewards__mascot" />
        <div className="yw-rewards__totals">
          <p className="yw-rewards__total" data-testid="rewards-stars" data-value={rewards.stars}>
            <StarMark className="yw-rewards__total-icon" />
            <b>{rewards.stars}</b> 颗星
          </p>
          <p className="yw-rewards__total" data-testid="rewards-streak" data-value={streak.current}>
            <FlameMark className="yw-rewards__total-icon" />
            连续 <b>{streak.current}</b> 天
          </p>
          <p className="yw-rewards__note">
            {rewards.stars_today > 0 ? `今天得到 ${rewards.stars_today} 颗星` : '做完练习就能得到星星'}
            {streak.longest > streak.current && `，最多连续 ${streak.longest} 天`}
          </p>
        </div>
      </section>
      <section className="yw-rewards__section" aria-labelledby="yw-rewards-week">
        <h2 id="yw-rewards-week" className="yw-rewards__heading">
          这一周
        </h2>
        <ol className="yw-rewards__week">
          {rewards.week.map((day) => (
            <li
              key={day.date}
              className={`yw-rewards__day${day.done ? ' is-done' : ''}`}
              data-done={day.done ? '1' : '0'}
            >
              <span className="yw-rewards__day-dot" aria-hidden="true">
                {day.done && <StarMark className="yw-rewards__day-star" />}
              </span>
              <span className="yw-rewards__day-name">{weekdayOf(day.date)}</span>
              <span className="yw-visually-hidden">{day.done ? '学习了' : '没有学习'}</span>
            </li>
          ))}
        </ol>
      </section>
      <section className="yw-rewards__section" aria-labelledby="yw-rewards-badges">
        <h2 id="yw-rewards-badges" className="yw-rewards__heading">
          我的徽章{' '}
          <span className="yw-rewards__count">
            {earned} / {rewards.badges.length}
          </span>
        </h2>
        <ul className="yw-rewards__badges">
          {rewards.badges.map((badge) => {
            const text = BADGE_TEXTS[badge.key];
            return (
              <li
                key={badge.key}
                className={`yw-rewards__badge${badge.earned ? ' is-earned' : ''}`}
                data-testid="rewards-badge"
                data-badge={badge.key}
                data-earned={badge.earned ? '1' : '0'}
              >
                <BadgeMedal badgeKey={badge.key} earned={badge.earned} className="yw-rewards__medal" />
                <span className="yw-rewards__badge-name">{text.name}</span>
                <span className="yw-rewards__badge-how">
                  {text.how}
                  {badge.detail !== '' && badge.earned && `（${badge.detail}）`}
                </span>
                <span className="yw-rewards__badge-status">{badgeStatus(badge)}</span>
              </li>
            );
          })}
        </ul>
      </section>
    </>
  );
}

/** The rewards page (the 我的 tab's part=rewards). */
export function RewardsPage() {
  const rewards = useRewards();
  return (
    <>
      <TitleBar title="我的奖励" back />
      <main className="yw-page yw-rewards" data-testid="rewards-page">
        {rewards.isPending && <PageLoading />}
        {rewards.isError && <PageFailure error={rewards.error} onRetry={() => void rewards.refetch()} />}
        {rewards.data && <RewardsView rewards={rewards.data} />}
      </main>
    </>
  );
}
