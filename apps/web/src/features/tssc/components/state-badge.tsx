import type { ReciteState } from '@yuwen/protocol';
import { RECITE_STATE_NAMES } from '../practice-modes';

/** 未开始 / 练习中 / 已背会, coloured by state. */
export function StateBadge({ state }: { state: ReciteState }) {
  return (
    <span className={`yw-tssc-state is-${state}`} data-testid="recite-state" data-state={state}>
      {RECITE_STATE_NAMES[state]}
    </span>
  );
}
