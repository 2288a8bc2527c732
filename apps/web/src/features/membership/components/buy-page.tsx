// membership = 会员: plans, payment, activation cards, purchase records (/wygm, /buy, /gmjl).
import { type Order, SANDBOX_LABEL, SANDBOX_PROVIDER } from '@yuwen/protocol';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { PageFailure, PageLoading, PageMessage } from '../../../components/page-state/page-state';
import { TitleBar } from '../../../components/title-bar/title-bar';
import { toast } from '../../../components/toast/toast-store';
import { failureMessage } from '../../../lib/http-transport';
import { useCommodities } from '../api/commodities.api';
import { useSandboxPay } from '../api/sandbox-pay.api';
import { useUnifiedOrder } from '../api/unified-order.api';
import { yuan } from '../price';
import { CardBindForm } from './card-bind-form';
import { VipCard } from './vip-status';
import '../membership.css';

/** The payment step of the sandbox provider: clearly not a real payment. */
export function SandboxPayDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const pay = useSandboxPay();
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  const confirm = () =>
    pay.mutate(order.order_no, {
      onSuccess: (answer) => {
        toast.success(`支付成功，会员有效期至 ${answer.vip.vip_end_date}`);
        onClose();
      },
    });
  return (
    <div className="yw-dialog-mask">
      <div
        className="yw-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby="sandbox-pay-title"
        data-testid="sandbox-pay-dialog"
      >
        <p className="yw-sandbox-label">{SANDBOX_LABEL}</p>
        <h2 id="sandbox-pay-title" className="yw-dialog__title">
          确认支付
        </h2>
        <dl className="yw-dialog__facts">
          <dt>套餐</dt>
          <dd>
            {order.commodity_name}（{order.days} 天）
          </dd>
          <dt>金额</dt>
          <dd>¥{yuan(order.amount_fen)}</dd>
          <dt>订单号</dt>
          <dd className="yw-mono">{order.order_no}</dd>
        </dl>
        <p className="yw-dialog__note">沙箱环境不会真实扣款，只用于开发和测试支付流程。</p>
        {pay.isError && (
          <p className="yw-form-error" role="alert">
            {failureMessage(pay.error)}
          </p>
        )}
        <div className="yw-dialog__actions">
          <button type="button" className="yw-button yw-button--soft" onClick={onClose}>
            取消
          </button>
          <button type="button" className="yw-button" onClick={confirm} disabled={pay.isPending}>
            {pay.isPending ? '支付中...' : '完成沙箱支付'}
          </button>
        </div>
      </div>
    </div>
  );
}

function Plans() {
  const plans = useCommodities();
  const order = useUnifiedOrder();
  const [chosen, setChosen] = useState<number | undefined>();
  const [paying, setPaying] = useState<Order | null>(null);
  if (plans.isPending) return <PageLoading />;
  if (plans.isError) {
    return <PageFailure error={plans.error} onRetry={plans.refetch} />;
  }
  if (plans.data.length === 0) return <PageMessage glyph="卡" title="暂无在售套餐，可使用激活卡开通会员" />;
  const selected = chosen ?? plans.data[0]?.id;
  const buy = () => {
    if (selected === undefined) return;
    order.mutate(selected, {
      onSuccess: (answer) => {
        if (answer.provider === SANDBOX_PROVIDER) setPaying(answer.order);
        else toast.info('暂不支持该支付方式');
      },
    });
  };
  return (
    <>
      <fieldset className="yw-plans">
        <legend className="yw-visually-hidden">会员套餐</legend>
        {plans.data.map((plan) => (
          <label key={plan.id} className={`yw-plan${plan.id === selected ? ' yw-plan--chosen' : ''}`}>
            <input
              type="radio"
              name="commodity"
              className="yw-visually-hidden"
              checked={plan.id === selected}
              onChange={() => setChosen(plan.id)}
            />
            <span className="yw-plan__name">{plan.name}</span>
            <span className="yw-plan__price">
              <small>¥</small>
              {yuan(plan.price_fen)}
            </span>
            <span className="yw-plan__days">{plan.days} 天</span>
            {plan.description && <span className="yw-plan__desc">{plan.description}</span>}
          </label>
        ))}
      </fieldset>
      {order.isError && (
        <p className="yw-form-error" role="alert">
          {failureMessage(order.error)}
        </p>
      )}
      <button type="button" className="yw-big-button" onClick={buy} disabled={order.isPending} data-testid="buy-button">
        {order.isPending ? '正在下单...' : '立即开通'}
      </button>
      {paying && <SandboxPayDialog order={paying} onClose={() => setPaying(null)} />}
    </>
  );
}

/** /wygm and /buy: VIP state, plans with payment, and the activation-card form. */
export function BuyPage({ recordsTo }: { recordsTo: string }) {
  return (
    <>
      <TitleBar title="我要购买" back />
      <main className="yw-page yw-buy" data-testid="buy-page">
        <VipCard />
        <h2 className="yw-section-title">选择套餐</h2>
        <Plans />
        <h2 className="yw-section-title yw-buy__cards-title">使用激活卡</h2>
        <CardBindForm />
        <p className="yw-buy__records">
          <Link to={recordsTo}>查看购买记录</Link>
        </p>
      </main>
    </>
  );
}
