import type { QueryKey } from '@tanstack/react-query';
import { TEXTBOOK_KEY } from '../../api/textbook-keys';

/** The started exercises: never refetched, or a round would change under the pupil's hands. */
export const EXERCISE_KEY = [...TEXTBOOK_KEY, 'exercise'] as const;

/** A lesson's handed-in exercises. */
export const HISTORY_KEY = [...TEXTBOOK_KEY, 'exercise-history'] as const;

export function isExerciseKey(key: QueryKey): boolean {
  return EXERCISE_KEY.every((part, i) => key[i] === part);
}
