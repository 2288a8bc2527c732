// manage = 管理: the management entry (/bosi/manage, /tokenLogin/manage): teachers' recordings (poems, words), 听写 word lists, the media library, plans and activation cards.
import { CODE } from '@yuwen/protocol';
import { Link } from 'react-router';
import { AccountSummary } from '../../../components/account-summary/account-summary';
import { PageFailure, PageLoading, PageMessage } from '../../../components/page-state/page-state';
import { TitleBar } from '../../../components/title-bar/title-bar';
import { useStoredAccount } from '../../../lib/account-store';
import { CallError } from '../../../lib/http-transport';
import { useManageCommodities } from '../api/manage-commodities.api';
import { usePoemAudioList } from '../api/poem-audio.api';
import { CardBatchManager } from './card-batch-manager';
import { CommodityManager } from './commodity-manager';
import { ExamPaperManager } from './exam-paper-manager';
import { MediaLibraryManager } from './media-library-manager';
import { PoemAudioManager } from './poem-audio-manager';
import { SyllableAudioManager } from './syllable-audio-manager';
import { TeacherAccountManager } from './teacher-account-manager';
import { WordAudioManager } from './word-audio-manager';
import { WordListManager } from './word-list-manager';
import { ZjktLessonManager } from './zjkt-lesson-manager';
import '../manage.css';

function isForbidden(error: unknown): boolean {
  return error instanceof CallError && 'code' in error.failure && error.failure.code === CODE.forbidden;
}

/**
 * The management items: teachers' recordings and the media library for teachers and admins, plans and cards for admins;
 * anyone else is told what account is needed.
 */
function ManageBody() {
  // The list calls double as the role checks: the server refuses the roles below with 403.
  const probe = useManageCommodities();
  const recordings = usePoemAudioList();
  if (probe.isPending || recordings.isPending) return <PageLoading />;
  if (probe.isError && !isForbidden(probe.error)) return <PageFailure error={probe.error} onRetry={probe.refetch} />;
  const admin = !probe.isError;
  const teacher = admin || !recordings.isError || !isForbidden(recordings.error);
  if (!teacher) {
    return <PageMessage glyph="管" title="需要老师或管理员账号才能使用管理功能" testId="manage-forbidden" />;
  }
  return (
    <>
      <PoemAudioManager />
      <WordAudioManager />
      <WordListManager />
      <SyllableAudioManager />
      <MediaLibraryManager />
      <ExamPaperManager />
      <ZjktLessonManager />
      {admin && (
        <>
          <TeacherAccountManager />
          <CommodityManager />
          <CardBatchManager />
        </>
      )}
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
          <PageMessage glyph="管" title="请先用老师或管理员账号登录">
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
