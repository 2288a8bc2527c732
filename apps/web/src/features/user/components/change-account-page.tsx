import { useStoredAccount } from '../../../lib/account-store';
import { goLogin, logout } from '../../../lib/session';
import '../../../components/form-field/form-field.css';
import '../user.css';

/** 更换账号: log out of this account and log in with another one. */
export function ChangeAccountPage() {
  const account = useStoredAccount();
  const switchAccount = () => {
    logout();
    goLogin();
  };
  return (
    <div className="yw-form" data-testid="change-account">
      <p className="yw-field-hint">
        当前账号：<strong>{account.account ?? account.name ?? '—'}</strong>
      </p>
      <p className="yw-field-hint">更换账号会先退出当前账号，然后打开登录页，用另一个账号登录。</p>
      <button type="button" className="yw-big-button" onClick={switchAccount} data-testid="switch-account">
        退出并登录其他账号
      </button>
    </div>
  );
}
