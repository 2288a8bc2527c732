import { CARD_ORDER_PROVIDER, ORDER_PENDING_MS, type Order, type OrderStatus, SANDBOX_PROVIDER } from '@yuwen/protocol';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { LoadMoreButton, PageFailure, PageLoading, PageMessage } from '../../../components/page-state/page-state';
import { TitleBar } from '../../../components/title-bar/title-bar';
import { failureMessage } from '../../../lib/http-transport';
import { useBuyRecord } from '../api/buy-record.api';
import { useCancelOrder } from '../api/cancel-order.api';
import { dateTime, yuan } from '../price';
import { SandboxPayDialog } from './buy-page';
import '../membership.css';

const STATUS_TEXT: Record<OrderStatus, string> = { pending: '待支付', paid: '已支付', closed: '已关闭' };

/** An activation card shows as activated, without a price. */
const isCard = (order: Order) => order.provider === CARD_ORDER_PROVIDER;

const PAY_MINUTES = ORDER_PENDING_MS / 60_000;

/** An open order: pay it (sandbox) or cancel it, within PAY_MINUTES of ordering. */
function OpenOrderActions({ order, onPay }: { order: Order; onPay: (order: Order) => void }) {
  const cancel = useCancelOrder();
  return (
    <div className="yw-order__actions">
      <span className="yw-order__hint">请在 {PAY_MINUTES} 分钟内完成支付，超时订单会自动关闭</span>
      {cancel.isError && (
        <span className="yw-form-error" role="alert">
          {failureMessage(cancel.error)}
        </span>
      )}
      <button
        type="button"
        className="yw-button yw-button--soft"
        disabled={cancel.isPending}
        onClick={() => cancel.mutate(order.order_no)}
        data-testid="cancel-order"
      >
        取消订单
      </button>
      {order.provider === SANDBOX_PROVIDER && (
        <button type="button" className="yw-button" onClick={() => onPay(order)} data-testid="pay-order">
          去支付
        </button>
      )}
    </div>
  );
}

/** /gmjl: the user's orders, newest first; open ones can be paid or cancelled. */
export function BuyRecordPage({ buyTo }: { buyTo: string }) {
  const records = useBuyRecord();
  const [paying, setPaying] = useState<Order | null>(null);
  const orders = records.data?.pages.flatMap((page) => page.list) ?? [];
  let body: ReactNode;
  if (records.isPending) body = <PageLoading />;
  else if (records.isError) {
    body = <PageFailure error={records.error} onRetry={records.refetch} />;
  } else if (orders.length === 0) {
    body = (
      <PageMessage glyph="单" title="还没有购买记录" testId="buy-record-empty">
        <Link className="yw-button" to={buyTo}>
          去开通会员
        </Link>
      </PageMessage>
    );
  } else {
    body = (
      <>
        <ul className="yw-orders" data-testid="buy-record-list">
          {orders.map((order) => (
            <li key={order.order_no} className="yw-order">
              <div className="yw-order__head">
                <span className="yw-order__name">
                  {order.commodity_name} · {order.days} 天
                </span>
                <span className={`yw-order__status yw-order__status--${order.status}`}>
                  {isCard(order) ? '已激活' : STATUS_TEXT[order.status]}
                </span>
              </div>
              <div className="yw-order__meta">
                <span>{isCard(order) ? '激活卡开通' : `¥${yuan(order.amount_fen)}`}</span>
                <span>{dateTime(order.paid_at ?? order.created_at)}</span>
              </div>
              {!isCard(order) && <div className="yw-order__no yw-mono">订单号 {order.order_no}</div>}
              {order.status === 'pending' && <OpenOrderActions order={order} onPay={setPaying} />}
            </li>
          ))}
        </ul>
        <LoadMoreButton query={records} />
        {paying && <SandboxPayDialog order={paying} onClose={() => setPaying(null)} />}
      </>
    );
  }
  return (
    <>
      <TitleBar title="购买记录" back />
      <main className="yw-page" data-testid="buy-record-page">
        {body}
      </main>
    </>
  );
}
