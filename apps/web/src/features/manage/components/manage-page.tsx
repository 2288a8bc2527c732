// manage = 管理: the management entry (/bosi/manage, /tokenLogin/manage): teachers' recordings (poems, words), 听写 word lists, the media library, teacher accounts and teacher activation codes, plans and activation cards.
import { CODE } from '@yuwen/protocol';
import { Fragment, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AccountSummary } from '../../../components/account-summary/account-summary';
import { MessageComposer } from '../../../components/message-sending/message-composer';
import { SentMessages } from '../../../components/message-sending/sent-messages';
import { PageFailure, PageLoading, PageMessage } from '../../../components/page-state/page-state';
import { TitleBar } from '../../../components/title-bar/title-bar';
import { useStoredAccount } from '../../../lib/account-store';
import { CallError } from '../../../lib/http-transport';
import { useArea } from '../../area-routes';
import { useManageCommodities } from '../api/manage-commodities.api';
import { usePoemAudioList } from '../api/poem-audio.api';
import { CardBatchManager } from './card-batch-manager';
import { CommodityManager } from './commodity-manager';
import { ExamPaperManager } from './exam-paper-manager';
import { MediaLibraryManager } from './media-library-manager';
import { PoemAudioManager } from './poem-audio-manager';
import { SyllableAudioManager } from './syllable-audio-manager';
import { TeacherAccountManager } from './teacher-account-manager';
import { TeacherCodeManager } from './teacher-code-manager';
import { WordAudioManager } from './word-audio-manager';
import { WordListManager } from './word-list-manager';
import { ZjktLessonManager } from './zjkt-lesson-manager';
import '../manage.css';

function isForbidden(error: unknown): boolean {
  return error instanceof CallError && 'code' in error.failure && error.failure.code === CODE.forbidden;
}

/** A part of the management page: one entry of the desktop section list, one or more managers. */
interface ManageSection {
  /** `?section=` on desktop. */
  key: string;
  title: string;
  body: ReactNode;
  adminOnly?: boolean;
}

/** 给所有人发消息 (admins): a message every account finds in 我的消息, and what was sent before with its reads. */
function MessageManager() {
  return (
    <section className="yw-manage-section" aria-labelledby="manage-messages-title" data-testid="message-manager">
      <h2 id="manage-messages-title" className="yw-section-title">
        给所有人发消息
      </h2>
      <p className="yw-manage-hint">
        消息会出现在每个账号的「我的消息」里，孩子和家长都能看到。给一个班发消息，请到「我的班级」的班级页。
      </p>
      <MessageComposer to="所有人" />
      <h3 className="yw-manage-subtitle">发过的消息</h3>
      <SentMessages showClass />
    </section>
  );
}

/** Every part, in the order the phone stacks them; related managers share a section. */
const SECTIONS: readonly ManageSection[] = [
  { key: 'poems', title: '老师录音', body: <PoemAudioManager /> },
  {
    key: 'words',
    title: '词语录音与词语单',
    body: (
      <>
        <WordAudioManager />
        <WordListManager />
      </>
    ),
  },
  { key: 'syllables', title: '读音录音', body: <SyllableAudioManager /> },
  { key: 'media', title: '课件素材', body: <MediaLibraryManager /> },
  { key: 'papers', title: '考试中心试卷', body: <ExamPaperManager /> },
  { key: 'zjkt', title: '专家课堂课程', body: <ZjktLessonManager /> },
  { key: 'teachers', title: '老师账号', body: <TeacherAccountManager />, adminOnly: true },
  { key: 'teacherCodes', title: '老师激活码', body: <TeacherCodeManager />, adminOnly: true },
  { key: 'messages', title: '给所有人发消息', body: <MessageManager />, adminOnly: true },
  {
    key: 'membership',
    title: '会员套餐与激活卡',
    body: (
      <>
        <CommodityManager />
        <CardBatchManager />
      </>
    ),
    adminOnly: true,
  },
];

/**
 * Desktop: the section list on the left (with who is signed in), the chosen section (`?section=`,
 * else the first) on the right.
 */
function DesktopSections({ sections }: { sections: readonly ManageSection[] }) {
  const [params] = useSearchParams();
  const chosen = sections.find((section) => section.key === params.get('section')) ?? sections[0];
  return (
    <div className="yw-manage__split">
      <aside className="yw-manage__side">
        <AccountSummary />
        <nav className="yw-manage-nav" aria-label="管理项目" data-testid="manage-nav">
          <ul>
            {sections.map((section) => (
              <li key={section.key}>
                <Link
                  className={`yw-manage-nav__link${section === chosen ? ' is-active' : ''}`}
                  to={`?section=${section.key}`}
                  replace
                  aria-current={section === chosen ? 'page' : undefined}
                >
                  {section.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <div className="yw-manage__main" key={chosen?.key}>
        {chosen?.body}
      </div>
    </div>
  );
}

/**
 * The management items: teachers' recordings and the media library for teachers and admins, plans and cards for admins;
 * anyone else is told what account is needed. The phone stacks them all; desktop shows one section at a time.
 */
function ManageBody({ desktop }: { desktop: boolean }) {
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
  const sections = SECTIONS.filter((section) => admin || !section.adminOnly);
  if (desktop) return <DesktopSections sections={sections} />;
  return (
    <>
      {sections.map((section) => (
        <Fragment key={section.key}>{section.body}</Fragment>
      ))}
    </>
  );
}

/** The management entry: who is signed in, and the management items. */
export function ManagePage() {
  const account = useStoredAccount();
  const { desktop } = useArea();
  const signedIn = account.id !== undefined;
  // On desktop the account summary moves into the section list.
  return (
    <>
      <TitleBar title="管理" back />
      <main className={`yw-page yw-manage${desktop ? ' yw-manage--desktop' : ''}`} data-testid="manage-page">
        {(!desktop || !signedIn) && <AccountSummary />}
        {signedIn ? (
          <ManageBody desktop={desktop} />
        ) : (
          <PageMessage glyph="管" title="请先用老师或管理员账号登录">
            <Link className="yw-button" to="/login">
              去登录
            </Link>
          </PageMessage>
        )}
      </main>
    </>
  );
}
