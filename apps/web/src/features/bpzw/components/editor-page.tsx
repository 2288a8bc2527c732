import { useQueryClient } from '@tanstack/react-query';
import {
  COMPOSITION_TITLE_MAX,
  type Composition,
  compositionCount,
  compositionLimit,
  GAOZHI_COLUMNS,
  SHEET_SIZES,
} from '@yuwen/protocol';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { PageFailure, PageLoading } from '../../../components/page-state/page-state';
import { PrintCopy, printWhenFontsReady } from '../../../components/print-copy/print-copy';
import { useStoredAccount } from '../../../lib/account-store';
import { failureMessage } from '../../../lib/http-transport';
import { saveComposition, useComposition, useRefreshLists } from '../api/compositions.api';
import type { BpzwLinks } from '../bpzw-links';
import { type Draft, dropLocalDraft, keepLocalDraft, readLocalDraft } from '../draft-store';
import { layoutGaozhi, printPages, sheetRowCount } from '../gaozhi-layout';
import { GaozhiGrid } from './gaozhi-grid';
import { HandInPanel } from './hand-in-panel';

/** Saved this long after the pupil stops typing (and at once on leaving the page). */
const SAVE_AFTER_MS = 1200;

/** Why a draft cannot be saved yet, in the pupil's words; '' when it can. */
export function draftProblem({ body, sheet }: Draft): string {
  const count = compositionCount(body);
  if (count === 0) return '作文还是空的，先写几句吧';
  const limit = compositionLimit(sheet);
  if (count > limit) return `作文太长了：这张${sheet}格的稿纸最多写${limit}字，现在是${count}字`;
  return '';
}

type SaveState = 'new' | 'changed' | 'saving' | 'saved' | 'device' | 'failed';
const STATE_TEXT: Readonly<Record<SaveState, string>> = {
  new: '写下第一句，就会自动保存',
  changed: '正在等你写完这一句…',
  saving: '正在保存…',
  saved: '已保存',
  device: '现在没有联网，作文先存在这台设备上，联网后会自动保存',
  failed: '没有保存上，作文先存在这台设备上，稍后会再试',
};

/**
 * Keeps the draft: at once in this browser (so a reload or a lost network loses nothing), and on
 * the server a moment after typing stops, at once when the page is hidden or left, and when the
 * network comes back. One save at a time; a draft that cannot be saved (empty, too long) waits,
 * and what was saved before stays.
 */
function useAutosave(
  initialId: number | undefined,
  unsent: Draft | undefined,
  onSaved: (saved: Composition, wasNew: boolean) => void,
) {
  const { id: uid } = useStoredAccount();
  const [state, setState] = useState<SaveState>(unsent ? 'changed' : initialId ? 'saved' : 'new');
  const [failure, setFailure] = useState('');
  const id = useRef(initialId);
  const latest = useRef<Draft | null>(unsent ?? null);
  const inFlight = useRef<Promise<void> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const saved = useRef(onSaved);
  saved.current = onSaved;

  const flush = useCallback(async (): Promise<void> => {
    clearTimeout(timer.current);
    if (inFlight.current) await inFlight.current;
    const draft = latest.current;
    if (!draft || draftProblem(draft) !== '') return;
    // Offline the save would only fail: the draft waits on this device for the network.
    if (!navigator.onLine) {
      setState('device');
      return;
    }
    latest.current = null;
    setState('saving');
    const wasNew = id.current === undefined;
    const run = saveComposition({ id: id.current, ...draft })
      .then((answer) => {
        id.current = answer.id;
        if (wasNew) dropLocalDraft(uid, undefined);
        // Typed while saving: that newer text stays on the device under the sheet's id.
        if (latest.current) keepLocalDraft(uid, answer.id, latest.current);
        else dropLocalDraft(uid, answer.id);
        setFailure('');
        setState(latest.current ? 'changed' : 'saved');
        saved.current(answer, wasNew);
      })
      .catch((error: unknown) => {
        latest.current ??= draft;
        const offline = !navigator.onLine;
        setFailure(offline ? '' : failureMessage(error));
        setState(offline ? 'device' : 'failed');
        if (!offline) timer.current = setTimeout(() => void flush(), SAVE_AFTER_MS * 5);
      })
      .finally(() => {
        inFlight.current = null;
      });
    inFlight.current = run;
    await run;
  }, [uid]);

  const change = useCallback(
    (draft: Draft) => {
      latest.current = draft;
      if (draftProblem(draft) === '') keepLocalDraft(uid, id.current, draft);
      setState(navigator.onLine ? 'changed' : 'device');
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), SAVE_AFTER_MS);
    },
    [flush, uid],
  );

  useEffect(() => {
    const onHidden = () => {
      if (document.visibilityState === 'hidden') void flush();
    };
    const onLeave = () => void flush();
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', onLeave);
    window.addEventListener('online', onLeave);
    // A draft found on this device goes to the server as soon as it can.
    if (latest.current) void flush();
    return () => {
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', onLeave);
      window.removeEventListener('online', onLeave);
      void flush();
    };
  }, [flush]);

  return { state, failure, change };
}

function useFontsReady(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void document.fonts.ready.then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, []);
  return ready;
}

/** The sheet on A4 pages: a line for the name and date, 20 rows to a page. */
function PrintSheets({ draft }: { draft: Draft }) {
  const pages = printPages(layoutGaozhi(draft.title, draft.body), draft.sheet);
  return (
    <>
      {pages.map((rows, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: pages are positions in the print.
        <section key={i} className="yw-bpzw-sheet" data-testid="bpzw-print-page">
          <header className="yw-bpzw-sheet__head">
            <span>
              姓名
              <span className="yw-bpzw-sheet__blank" />
            </span>
            <span>
              日期
              <span className="yw-bpzw-sheet__blank" />
            </span>
            <span>
              {draft.sheet}格稿纸 第{i + 1}页，共{pages.length}页
            </span>
          </header>
          <GaozhiGrid rows={rows} sheetRows={rows.length} label="稿纸" testId="bpzw-print-grid" />
        </section>
      ))}
    </>
  );
}

function Editor({
  initial,
  id,
  unsent,
  links,
}: {
  initial: Draft;
  id: number | undefined;
  unsent: boolean;
  links: BpzwLinks;
}) {
  const [draft, setDraft] = useState<Draft>(initial);
  const client = useQueryClient();
  const navigate = useNavigate();
  const refresh = useRefreshLists();
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );
  const { state, failure, change } = useAutosave(id, unsent ? initial : undefined, (saved, wasNew) => {
    client.setQueryData(['bpzw', 'compositions', 'one', saved.id], saved);
    void refresh();
    // A new sheet's address becomes its own, so a reload opens it again.
    if (wasNew && mounted.current) void navigate(links.write(saved.id), { replace: true });
  });
  const fontsReady = useFontsReady();
  const update = (values: Partial<Draft>) => {
    const next = { ...draft, ...values };
    setDraft(next);
    change(next);
  };
  const rows = layoutGaozhi(draft.title, draft.body);
  const count = compositionCount(draft.body);
  const problem = state === 'new' ? '' : draftProblem(draft);
  return (
    <div className="yw-bpzw-editor" data-testid="bpzw-editor">
      <div className="yw-bpzw-editor__write">
        <fieldset className="yw-bpzw-sheets-choice">
          <legend>稿纸大小</legend>
          {SHEET_SIZES.map((size) => (
            <label key={size} className={`yw-bpzw-chip${draft.sheet === size ? ' is-on' : ''}`}>
              <input
                type="radio"
                name="sheet"
                value={size}
                checked={draft.sheet === size}
                onChange={() => update({ sheet: size })}
                data-testid={`bpzw-sheet-${size}`}
              />
              {size}格
            </label>
          ))}
        </fieldset>
        <label className="yw-bpzw-field">
          <span>题目</span>
          <input
            value={draft.title}
            maxLength={COMPOSITION_TITLE_MAX}
            onChange={(event) => update({ title: event.target.value })}
            placeholder="给作文起个题目"
            data-testid="bpzw-title"
          />
        </label>
        <label className="yw-bpzw-field yw-bpzw-field--body">
          <span>正文（每段另起一行，开头不用空格，稿纸会自动空两格）</span>
          <textarea
            value={draft.body}
            onChange={(event) => update({ body: event.target.value })}
            placeholder="在这里写作文……"
            rows={10}
            data-testid="bpzw-body"
          />
        </label>
        <div className="yw-bpzw-editor__status">
          <span data-testid="bpzw-count" className={count > draft.sheet ? 'is-over' : undefined}>
            已写 {count} 字 / {draft.sheet} 格
          </span>
          <span data-testid="bpzw-save-state" data-state={state} role="status">
            {STATE_TEXT[state]}
          </span>
        </div>
        {(problem || failure) && (
          <p className="yw-bpzw-problem" data-testid="bpzw-problem" role="alert">
            {problem || failure}
          </p>
        )}
        <div className="yw-bpzw-editor__actions">
          <button
            type="button"
            className="yw-button"
            data-testid="bpzw-print"
            disabled={count === 0}
            onClick={() => void printWhenFontsReady()}
          >
            打印稿纸
          </button>
        </div>
        <HandInPanel id={id} ready={state === 'saved'} />
      </div>
      <div className="yw-bpzw-editor__paper">
        <GaozhiGrid rows={rows} sheetRows={sheetRowCount([], draft.sheet, GAOZHI_COLUMNS)} label="方格稿纸" />
      </div>
      <PrintCopy className="yw-bpzw-sheets" ready={fontsReady}>
        <PrintSheets draft={draft} />
      </PrintCopy>
    </div>
  );
}

/** ?write=new (with an exercise's title) or ?write=<id>: the 稿纸 editor; a draft kept on this device comes first. */
export function EditorPage({ write, title, links }: { write: number | 'new'; title?: string; links: BpzwLinks }) {
  const id = write === 'new' ? undefined : write;
  const { id: uid } = useStoredAccount();
  // Read once per sheet: afterwards the editor keeps its own copy.
  const [local] = useState(() => readLocalDraft(uid, id));
  const answer = useComposition(local ? undefined : id);
  if (local) return <Editor initial={local} id={id} unsent links={links} />;
  if (id === undefined)
    return (
      <Editor initial={{ title: title ?? '', body: '', sheet: 400 }} id={undefined} unsent={false} links={links} />
    );
  if (answer.isPending) return <PageLoading />;
  if (answer.isError) return <PageFailure error={answer.error} onRetry={answer.refetch} />;
  const { body, sheet } = answer.data;
  return <Editor initial={{ title: answer.data.title, body, sheet }} id={id} unsent={false} links={links} />;
}
