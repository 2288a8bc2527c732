import { Link } from 'react-router';
import { PageLoading } from '../../../components/page-state/page-state';
import { TitleBar } from '../../../components/title-bar/title-bar';
import { failureMessage } from '../../../lib/http-transport';
import { useCommodities } from '../api/commodities.api';
import { yuan } from '../price';
import '../membership.css';

function PlanList() {
  const plans = useCommodities();
  if (plans.isPending) return <PageLoading />;
  if (plans.isError) return <p className="yw-info__text">{failureMessage(plans.error)}</p>;
  if (plans.data.length === 0) return <p className="yw-info__text">暂无在售套餐，可使用激活卡开通。</p>;
  return (
    <ul className="yw-info__plans">
      {plans.data.map((plan) => (
        <li key={plan.id}>
          <span>
            {plan.name}（{plan.days} 天）
          </span>
          <span>¥{yuan(plan.price_fen)}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * /tourist_to_buy and /login/buy/info: what membership is, how to get it, and activation cards
 * for schools. Membership belongs to an account, so visitors are sent to log in first.
 */
export function MembershipInfoPage({ title, signedIn }: { title: string; signedIn: boolean }) {
  return (
    <>
      <TitleBar title={title} back />
      <main className="yw-page yw-info" data-testid="membership-info">
        <section className="yw-info__section">
          <h2 className="yw-section-title">会员是什么</h2>
          <p className="yw-info__text">
            会员属于学习账号，在有效期内有效；到期日期显示在「我的」页面。续费或再次激活会在原到期日上顺延，不会浪费剩余天数。
          </p>
        </section>
        <section className="yw-info__section">
          <h2 className="yw-section-title">怎样开通</h2>
          <ol className="yw-info__steps">
            <li>登录账号（没有账号可以先注册）。</li>
            <li>打开「我的 → 我要购买」，选择套餐并完成支付。</li>
            <li>或者在同一页面输入激活卡号，立即开通。</li>
          </ol>
          <PlanList />
        </section>
        <section className="yw-info__section">
          <h2 className="yw-section-title">学校和机构：激活卡</h2>
          <p className="yw-info__text">
            学校或机构可以由管理员批量生成激活卡，发给学生使用。每张卡只能使用一次，激活后按卡上的天数开通会员。
          </p>
        </section>
        <div className="yw-info__actions">
          {signedIn ? (
            <Link className="yw-big-button" to="/wygm">
              去开通会员
            </Link>
          ) : (
            <Link className="yw-big-button" to="/login">
              登录后开通
            </Link>
          )}
        </div>
      </main>
    </>
  );
}
