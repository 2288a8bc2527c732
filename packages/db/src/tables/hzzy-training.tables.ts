import type { Generated, Selectable } from 'kysely';

/** One finished 汉字测试 or 汉字训练 round (UserTrainDetail). */
export interface UserTrainDetailTable {
  id: Generated<number>;
  user_id: number;
  /** hzcs | hzxl */
  kind: string;
  /** The group (hzcs) or level (hzxl) it covered. */
  number: number;
  total: number;
  correct: number;
  /** JSON array of the missed characters, `[{char_id, char}]`. */
  wrong: string;
  created_at: number;
}

/** A pupil's best result on one training level (UserTrainLevel). */
export interface UserTrainLevelTable {
  user_id: number;
  level: number;
  stars: number;
  best_score: number;
  updated_at: number;
}

/** A pupil's memory state of one character for the spaced-repetition review, and its 错字本 entry. */
export interface UserCharReviewTable {
  user_id: number;
  char_id: number;
  /** Days until recall probability falls to 90% (FSRS stability). */
  stability: number;
  /** 1 (easy) … 10 (hard) (FSRS difficulty). */
  difficulty: number;
  /** When the next review is due (epoch ms). */
  due_at: number;
  last_review_at: number;
  reps: number;
  lapses: number;
  /** How often it was missed since last answered right; > 0 means it is in the 错字本. */
  wrong_count: number;
  wrong_at: number;
}

/** A pupil's matching-game points (totalPoints). */
export interface UserPointsTable {
  user_id: number;
  total_points: number;
  best_round: number;
  rounds: number;
  updated_at: number;
}

export type UserTrainDetailRow = Selectable<UserTrainDetailTable>;
export type UserTrainLevelRow = Selectable<UserTrainLevelTable>;
export type UserCharReviewRow = Selectable<UserCharReviewTable>;
