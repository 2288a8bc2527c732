import type { ReciteState } from '@yuwen/protocol';
import './recite-state.css';

export const RECITE_STATE_NAMES: Readonly<Record<ReciteState, string>> = {
  not_started: '未开始',
  practising: '练习中',
  recited: '已背会',
};

/** 未开始 / 练习中 / 已背会, coloured by state; '…' while the state is loading. */
export function ReciteStateBadge({ state }: { state: ReciteState | undefined }) {
  if (!state) return <span className="yw-recite-state">…</span>;
  return (
    <span className={`yw-recite-state is-${state}`} data-testid="recite-state" data-state={state}>
      {RECITE_STATE_NAMES[state]}
    </span>
  );
}
