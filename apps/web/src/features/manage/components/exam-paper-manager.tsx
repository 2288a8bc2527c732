import { type CustomPaper, PAPER_TEXT_MAX } from '@yuwen/protocol';
import { type FormEvent, useState } from 'react';
import { PageLoading } from '../../../components/page-state/page-state';
import { RegionPicker } from '../../../components/region-picker/region-picker';
import { toast } from '../../../components/toast/toast-store';
import { failureMessage } from '../../../lib/http-transport';
import { useDeletePaper, useImportPaper, useMyPapers, usePaperSource, useSetPaperRegion } from '../api/exam-papers.api';
import { ManageError } from './manage-error';
import { PaperFormEditor } from './paper-form-editor';
import './zjkt-manager.css';

/** A small paper in the format, shown as the empty box's example (docs/kszx-paper-format.md has all of it). */
const EXAMPLE = `# 标题：第一单元小测
# 册：一年级上册
# 时间：15

[读音] 选择
题：「天」的读音是哪一个？
选项：tiān | tián | tiǎn
答案：1

[判断] 判断
题：「口」一共有三画。
答案：对

[作者连线] 连线
题：把古诗和它的作者连起来。
左：《静夜思》 | 《咏鹅》
右：骆宾王 | 李白
答案：1-2 | 2-1`;

/**
 * 考试中心的试卷: a teacher or an admin fills in the form or pastes a paper in the text format (the
 * form writes that text too); pupils find it under 老师出题.
 */
export function ExamPaperManager() {
  const [text, setText] = useState('');
  // The saved paper open in the form, null while the form makes a new one.
  const [editing, setEditing] = useState<number | null>(null);
  const save = useImportPaper();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(text, {
      onSuccess: (paper) => {
        toast.success(`已添加「${paper.title}」（${paper.volume_name}，${paper.question_count} 题）`);
        setText('');
      },
    });
  };
  return (
    <section className="yw-manage-section" aria-labelledby="manage-exam-paper-title" data-testid="exam-paper-manager">
      <h2 id="manage-exam-paper-title" className="yw-section-title">
        考试中心试卷
      </h2>
      <p className="yw-manage-hint">题型有选择、判断、填空、连线、写话；写话由老师批改。</p>
      {editing === null ? (
        <PaperFormEditor key="new" />
      ) : (
        <SavedPaperEditor key={editing} paperId={editing} onClose={() => setEditing(null)} />
      )}
      <h3 className="yw-manage-subtitle">粘贴文本出题</h3>
      <p className="yw-manage-hint">每道题以「[栏目] 题型」开头，格式和上面「看看生成的试卷文本」一样。</p>
      <form className="yw-manage-form" onSubmit={submit}>
        <textarea
          rows={12}
          value={text}
          maxLength={PAPER_TEXT_MAX}
          placeholder={EXAMPLE}
          aria-label="试卷内容"
          onChange={(e) => setText(e.target.value)}
          data-testid="exam-paper-text"
        />
        <div className="yw-manage-form__actions">
          <button type="submit" className="yw-button" disabled={save.isPending || text.trim() === ''}>
            {save.isPending ? '添加中...' : '添加试卷'}
          </button>
        </div>
        <ManageError error={save.error} />
      </form>
      <MyPapers onEdit={setEditing} />
    </section>
  );
}

/** A saved paper in the form, once its questions have come. */
function SavedPaperEditor({ paperId, onClose }: { paperId: number; onClose: () => void }) {
  const source = usePaperSource(paperId);
  if (source.isPending) return <PageLoading />;
  if (source.isError)
    return (
      <div className="yw-manage-form__actions">
        <p className="yw-manage-error">{failureMessage(source.error)}</p>
        <button type="button" className="yw-button yw-button--soft" onClick={onClose}>
          返回出题
        </button>
      </div>
    );
  return <PaperFormEditor paper={source.data} onClose={onClose} />;
}

/** 地区: a paper for everyone, or for a province, city or county (pupils there find it by region). */
function PaperRegion({ paper }: { paper: CustomPaper }) {
  const save = useSetPaperRegion();
  const [region, setRegion] = useState(paper.region);
  const changed = region !== paper.region;
  const keep = () =>
    save.mutate(
      { paperId: paper.id, region },
      {
        onSuccess: (p) =>
          toast.success(p.region_name ? `「${p.title}」设为${p.region_name}的试卷` : `「${p.title}」设为全国通用`),
      },
    );
  return (
    <div className="yw-manage-paper__region" data-testid="my-paper-region">
      <span className="yw-manage-paper__meta">地区：{paper.region_name || '全国通用'}</span>
      <RegionPicker value={region} onChange={setRegion} everywhere="全国通用" testId="paper-region" />
      <button
        type="button"
        className="yw-button yw-button--soft"
        onClick={keep}
        disabled={!changed || save.isPending}
        data-testid="paper-region-save"
      >
        {save.isPending ? '保存中...' : '保存地区'}
      </button>
      <ManageError error={save.error} />
    </div>
  );
}

/** One written paper: its facts, its region, 修改 in the form, and 删除 after a second tap (pupils' scores stay). */
function PaperRow({ paper, onEdit }: { paper: CustomPaper; onEdit: (id: number) => void }) {
  const remove = useDeletePaper();
  const [asking, setAsking] = useState(false);
  const drop = () =>
    remove.mutate(paper.id, { onSuccess: () => toast.success(`已删除「${paper.title}」，学生的成绩都还在`) });
  return (
    <li className="yw-manage-paper" data-testid="my-paper">
      <span className="yw-manage-paper__title">{paper.title}</span>
      <span className="yw-manage-paper__meta">
        {paper.volume_name} · {paper.question_count} 题 · {paper.handed_in} 人次交卷
      </span>
      {asking ? (
        <span className="yw-manage-paper__actions">
          <button type="button" className="yw-button yw-manage-danger" onClick={drop} disabled={remove.isPending}>
            确定删除
          </button>
          <button type="button" className="yw-button yw-button--soft" onClick={() => setAsking(false)}>
            取消
          </button>
        </span>
      ) : (
        <span className="yw-manage-paper__actions">
          <button
            type="button"
            className="yw-button yw-button--soft"
            onClick={() => onEdit(paper.id)}
            aria-label={`修改「${paper.title}」`}
            data-testid="my-paper-edit"
          >
            修改
          </button>
          <button type="button" className="yw-button yw-button--soft" onClick={() => setAsking(true)}>
            删除
          </button>
        </span>
      )}
      <ManageError error={remove.error} />
      <PaperRegion paper={paper} />
    </li>
  );
}

/** 我出的试卷: the papers the reader wrote (an admin: all written ones); deleting keeps pupils' scores. */
function MyPapers({ onEdit }: { onEdit: (id: number) => void }) {
  const papers = useMyPapers();
  return (
    <div className="yw-manage-papers" data-testid="my-papers">
      <h3 className="yw-manage-subtitle">我出的试卷</h3>
      {papers.isPending ? (
        <PageLoading />
      ) : papers.isError ? (
        <p className="yw-manage-error">{failureMessage(papers.error)}</p>
      ) : papers.data.length === 0 ? (
        <p className="yw-manage-hint">还没有出过试卷。</p>
      ) : (
        <>
          <p className="yw-manage-hint">删除后学生看不到这份试卷，已经交卷的成绩会保留。</p>
          <ul className="yw-manage-paper-list">
            {papers.data.map((paper) => (
              <PaperRow key={paper.id} paper={paper} onEdit={onEdit} />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
