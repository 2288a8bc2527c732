// manage = 管理: the management entry (/bosi/manage, /tokenLogin/manage): plans and activation cards.
import { CODE } from '@yuwen/protocol';
import { Link } from 'react-router';
import { AccountSummary } from '../../../components/account-summary/account-summary';
import { PageLoading, PageMessage } from '../../../components/page-state/page-state';
import { TitleBar } from '../../../components/title-bar/title-bar';
import { useStoredAccount } from '../../../lib/account-store';
import { CallError, failureMessage } from '../../../lib/http-transport';
import { useManageCommodities } from '../api/manage-commodities.api';
import { CardBatchManager } from './card-batch-manager';
import { CommodityManager } from './commodity-manager';
import '../manage.css';

function isForbidden(error: unknown): boolean {
  return error instanceof CallError && 'code' in error.failure && error.failure.code === CODE.forbidden;
}

/** The management items, for admins; anyone else is told what account is needed. */
function ManageBody() {
  // The plans call doubles as the admin check: the server refuses non-admins with 403.
  const probe = useManageCommodities();
  if (probe.isPending) return <PageLoading />;
  if (probe.isError) {
    return isForbidden(probe.error) ? (
      <PageMessage glyph="管" title="需要管理员账号才能使用管理功能" testId="manage-forbidden" />
    ) : (
      <PageMessage glyph="断" title={failureMessage(probe.error)}>
        <button type="button" className="yw-button" onClick={() => probe.refetch()}>
          重试
        </button>
      </PageMessage>
    );
  }
  return (
    <>
      <CommodityManager />
      <CardBatchManager />
    </>
  );
}

/** The management entry: who is signed in, and the management items. */
export function ManagePage() {
  const account = useStoredAccount();
  return (
    <>
      <TitleBar title="管理" back />
      <main className="yw-page yw-manage" data-testid="manage-page">
        <AccountSummary />
        {account.id === undefined ? (
          <PageMessage glyph="管" title="请先用管理员账号登录">
            <Link className="yw-button" to="/login">
              去登录
            </Link>
          </PageMessage>
        ) : (
          <ManageBody />
        )}
      </main>
    </>
  );
}
