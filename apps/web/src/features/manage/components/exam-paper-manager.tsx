import { useMutation } from '@tanstack/react-query';
import { kszxPaperImportCall, PAPER_TEXT_MAX } from '@yuwen/protocol';
import { type FormEvent, useState } from 'react';
import { toast } from '../../../components/toast/toast-store';
import { callApi } from '../../../lib/api-client';
import { ManageError } from './manage-error';

/** A small paper in the format, shown as the empty box's example (docs/kszx-paper-format.md has all of it). */
const EXAMPLE = `# 标题：第一单元小测
# 册：g1a
# 时间：15

[读音] radio
题：「天」的读音是哪一个？
选项：tiān | tián | tiǎn
答案：1

[判断] judge
题：「口」一共有三画。
答案：对

[作者连线] matching
题：把古诗和它的作者连起来。
左：《静夜思》 | 《咏鹅》
右：骆宾王 | 李白
答案：1-2 | 2-1`;

/** 考试中心的试卷: a teacher or an admin pastes a paper in the text format; pupils find it under 老师出题. */
export function ExamPaperManager() {
  const [text, setText] = useState('');
  const save = useMutation({ mutationFn: (t: string) => callApi(kszxPaperImportCall, { text: t }) });
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
      <p className="yw-manage-hint">
        每道题以「[栏目] 题型」开头，题型有
        radio（选择）、judge（判断）、input（填空）、matching（连线）、textarea（写话）；写话由老师批改。
      </p>
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
    </section>
  );
}
