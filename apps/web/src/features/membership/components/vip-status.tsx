import type { VipStatus } from '@yuwen/protocol';
import { Link } from 'react-router';
import { ChevronRightIcon } from '../../../components/icons/icons';
import { failureMessage } from '../../../lib/http-transport';
import { useVipStatus } from '../api/active-status.api';
import '../membership.css';

/** One line about a VIP state: 会员有效期至 …, 会员已于 … 到期, or 未开通会员. */
export function describeVip(vip: VipStatus): string {
  if (vip.vip) return `会员有效期至 ${vip.vip_end_date}`;
  if (vip.vip_end_date) return `会员已于 ${vip.vip_end_date} 到期`;
  return '未开通会员';
}

/** The user centre's row: VIP state and end date, leading to the buy page. */
export function VipStatusRow({ to }: { to: string }) {
  const status = useVipStatus();
  let value = '加载中...';
  if (status.isError) value = failureMessage(status.error);
  else if (status.data) value = describeVip(status.data);
  return (
    <Link className="yw-menu__row" to={to} data-testid="vip-status-row">
      <span>会员</span>
      <span className="yw-menu__value yw-vip-row__value">
        {status.data?.vip && <span className="yw-vip-badge">VIP</span>}
        <span data-testid="vip-status">{value}</span>
        <ChevronRightIcon />
      </span>
    </Link>
  );
}

/** The banner at the top of the buy page. */
export function VipCard() {
  const status = useVipStatus();
  const vip = status.data;
  return (
    <section className={`yw-vip-card${vip?.vip ? ' yw-vip-card--active' : ''}`} aria-live="polite">
      <span className="yw-vip-card__badge yw-kai" aria-hidden="true">
        会
      </span>
      <div>
        <p className="yw-vip-card__title">{vip?.vip ? '你是会员' : '语文学堂会员'}</p>
        <p className="yw-vip-card__text" data-testid="vip-card-status">
          {status.isError ? failureMessage(status.error) : vip ? describeVip(vip) : '加载中...'}
        </p>
      </div>
    </section>
  );
}
