import { useStoredAccount } from '../../lib/account-store';
import './account-summary.css';

function formatTime(ms: number): string {
  const d = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The stored account at a glance: avatar, name, id and login time. */
export function AccountSummary() {
  const account = useStoredAccount();
  const displayName = account.nickname || account.name || account.account || '同学';
  return (
    <section className="yw-account" data-testid="account-summary">
      {account.headImg ? (
        <img className="yw-account__avatar" src={account.headImg} alt="头像" />
      ) : (
        <span className="yw-account__avatar yw-account__avatar--glyph yw-kai" aria-hidden="true">
          {displayName.slice(0, 1)}
        </span>
      )}
      <div className="yw-account__info">
        <p className="yw-account__name">{displayName}</p>
        {account.id !== undefined ? (
          <p className="yw-account__meta">
            账号 ID：{account.id}
            {account.loginTime !== undefined && ` · 登录于 ${formatTime(account.loginTime)}`}
          </p>
        ) : (
          <p className="yw-account__meta">尚未登录</p>
        )}
      </div>
    </section>
  );
}
