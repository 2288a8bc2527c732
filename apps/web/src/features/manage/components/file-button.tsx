import { useId } from 'react';

/**
 * A file picker drawn as a button: the native input stays in the page, visually hidden but
 * focusable (Tab reaches it, Space or Enter opens the picker, tests can still set its files),
 * and its label is the button people see. The caller keeps the picked file; `chosen` names it beside the button.
 */
export function FileButton({
  text,
  accept,
  onFile,
  label,
  chosen,
  disabled,
  busy,
  testId,
}: {
  /** What the button says, e.g. 选择录音. */
  text: string;
  accept: string;
  onFile: (file: File) => void;
  /** The input's name for screen readers when `text` alone does not say what is picked. */
  label?: string;
  /** The picked file's name, or what to say when none is picked yet. */
  chosen?: string;
  disabled?: boolean;
  busy?: boolean;
  testId?: string;
}) {
  const id = useId();
  return (
    <span className="yw-manage-file">
      <label htmlFor={id} className={`yw-button yw-button--soft yw-manage-file__face${busy ? ' is-busy' : ''}`}>
        {text}
      </label>
      <input
        id={id}
        type="file"
        accept={accept}
        className="yw-manage-file__input"
        disabled={disabled}
        aria-label={label}
        data-testid={testId}
        onChange={(e) => {
          const file = e.target.files?.[0];
          // Cleared at once, so picking the same file again is still a change.
          e.target.value = '';
          if (file) onFile(file);
        }}
      />
      {chosen !== undefined && <span className="yw-manage-file__chosen">{chosen}</span>}
    </span>
  );
}
