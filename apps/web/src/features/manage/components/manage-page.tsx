// manage = 管理: the management entry (/bosi/manage, /tokenLogin/manage).
import { AccountSummary } from '../../../components/account-summary/account-summary';
import { PageMessage } from '../../../components/page-state/page-state';
import { TitleBar } from '../../../components/title-bar/title-bar';

/** The management entry: who is signed in, and the management items (none yet). */
export function ManagePage() {
  return (
    <>
      <TitleBar title="管理" back />
      <main className="yw-page" data-testid="manage-page">
        <AccountSummary />
        <PageMessage glyph="管" title="「管理」暂无内容" />
      </main>
    </>
  );
}
