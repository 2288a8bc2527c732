import type { HzzyTrainingRepository, RewardsRepository } from '@yuwen/db';
import { type DailyPath, type QmdwStatus, qmdwStars, type Rewards } from '@yuwen/protocol';
import { chinaDate, DAY_MS } from '../../lib/china-time.js';
import { badgesOf, CHINA_OFFSET_MS, chinaDay, dayStart, starEvents, streakOf } from './rewards-rules.js';

/** The collection the poem of the day comes from (小学必背古诗). */
export const DAILY_POEM_COLLECTION = 'bibei75';
const WEEK_DAYS = 7;

/**
 * Stars, the daily streak, badges and today's tasks (issue 18), worked out on each call from the
 * rounds, recitations and marks the other areas keep: nothing of its own is stored.
 */
export class RewardsService {
  constructor(
    private readonly repo: RewardsRepository,
    private readonly training: HzzyTrainingRepository,
  ) {}

  /** Every China day with a finished activity, and the star events, oldest first. */
  private async activity(userId: number) {
    const [scored, qmdw, recitations, markDays] = await Promise.all([
      this.repo.scoredRounds(userId),
      this.repo.qmdwRounds(userId),
      this.repo.recitationTimes(userId),
      this.repo.markDays(userId, CHINA_OFFSET_MS),
    ]);
    // 听音辨位 gives the stars its result shows (qmdwStars), counted like every other game's.
    const rounds = [
      ...scored,
      ...qmdw.map((r) => ({
        kind: 'qmdw' as const,
        score: r.total > 0 ? Math.round((r.correct / r.total) * 100) : 0,
        at: r.at,
        stars: qmdwStars(r.correct, r.total, r.status as QmdwStatus),
      })),
    ].sort((a, b) => a.at - b.at);
    const days = new Set([...markDays, ...rounds.map((r) => chinaDay(r.at)), ...recitations.map(chinaDay)]);
    return { rounds, recitations, days, stars: starEvents(rounds, recitations) };
  }

  async rewards(userId: number, now = Date.now()): Promise<Rewards> {
    const [{ rounds, recitations, days, stars }, learned, lists] = await Promise.all([
      this.activity(userId),
      this.repo.learnedCharacters(userId),
      this.repo.volumeWritingLists(),
    ]);
    const today = chinaDay(now);
    const volumes = new Map<number, { name: string; chars: Set<string> }>();
    for (const row of lists) {
      const volume = volumes.get(row.volume_id) ?? { name: row.name, chars: new Set<string>() };
      for (const char of row.xiezi) volume.chars.add(char);
      volumes.set(row.volume_id, volume);
    }
    return {
      stars: stars.reduce((sum, e) => sum + e.stars, 0),
      stars_today: stars.filter((e) => e.at >= dayStart(today)).reduce((sum, e) => sum + e.stars, 0),
      streak: streakOf(days, today),
      week: Array.from({ length: WEEK_DAYS }, (_, i) => today - WEEK_DAYS + 1 + i).map((day) => ({
        date: chinaDate(dayStart(day)),
        done: days.has(day),
      })),
      badges: badgesOf({
        days,
        stars,
        recitations,
        learned: learned.map((row) => ({ char: row.char, updated_at: Number(row.updated_at) })),
        volumes: [...volumes.values()],
        fullDictations: rounds.filter((r) => r.kind === 'dictation' && r.score >= 100).map((r) => r.at),
      }),
    };
  }

  /** Today's tasks: the review queue, the lesson of `volumeKey` practised today, the poem of the day. */
  async dailyPath(userId: number, volumeKey: string | undefined, now = Date.now()): Promise<DailyPath> {
    const today = chinaDay(now);
    const since = dayStart(today);
    const [{ days, stars }, due, lastReview, lesson, poem] = await Promise.all([
      this.activity(userId),
      this.training.countDue(userId, since + DAY_MS - 1),
      this.repo.lastReviewAt(userId),
      volumeKey === undefined ? undefined : this.repo.lessonPractisedSince(userId, volumeKey, since),
      this.repo.poemAt(DAILY_POEM_COLLECTION, today),
    ]);
    const reviewed = lastReview >= since;
    return {
      date: chinaDate(now),
      stars: stars.reduce((sum, e) => sum + e.stars, 0),
      streak: streakOf(days, today),
      review: due > 0 || reviewed ? { due_count: due, done: due === 0 } : null,
      lesson_today: lesson ? { id: lesson.id, number: lesson.number, title: lesson.title } : null,
      poem: poem ? { ...poem, done: await this.repo.poemPractisedSince(userId, poem.id, since) } : null,
    };
  }
}
