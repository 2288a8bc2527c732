import { toast } from '../../../components/toast/toast-store';

/** A day as YYYY-MM-DD in the browser's time zone. */
export function day(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/**
 * Codes just made (activation cards, teacher codes): shown once — the server keeps only their
 * hashes — one a line, with a copy button. `noun` is what the warning calls them, `label` the list.
 */
export function NewCodes({
  codes,
  noun,
  label,
  testId,
  onClose,
}: {
  codes: readonly string[];
  noun: string;
  label: string;
  testId: string;
  onClose: () => void;
}) {
  const text = codes.join('\n');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(`已复制 ${codes.length} 个${noun}`);
    } catch {
      toast.error('无法访问剪贴板，请手动选中复制');
    }
  };
  return (
    <div className="yw-new-codes" data-testid={testId}>
      <p className="yw-manage-warning" role="alert">
        {noun}只在此时显示一次（系统只保存{noun}的摘要），请立即复制保存。
      </p>
      <textarea readOnly value={text} rows={Math.min(codes.length, 8)} aria-label={label} />
      <div className="yw-manage-form__actions">
        <button type="button" className="yw-button yw-button--soft" onClick={onClose}>
          我已保存
        </button>
        <button type="button" className="yw-button" onClick={copy}>
          复制全部
        </button>
      </div>
    </div>
  );
}
