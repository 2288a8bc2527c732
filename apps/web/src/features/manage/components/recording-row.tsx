import { FileButton } from './file-button';
import './word-manager.css';

/** One thing a teacher records (a word, a reading): its recording to play, upload or replace, and delete. */
export function RecordingRow({
  name,
  title,
  detail,
  url,
  uploading,
  disabled,
  deleting,
  error,
  testIdPrefix,
  onFile,
  onDelete,
}: {
  /** What is recorded, e.g. 上下 or biāo: in the file input's label and `data-name`. */
  name: string;
  title: string;
  detail: string;
  /** The recording's address, '' when there is none yet. */
  url: string;
  uploading: boolean;
  disabled: boolean;
  deleting: boolean;
  error: string | undefined;
  /** `<prefix>-item` on the row, `<prefix>-file` on its file input. */
  testIdPrefix: string;
  onFile: (file: File) => void;
  onDelete: () => void;
}) {
  const recorded = url !== '';
  return (
    <li
      className="yw-word-audio-item"
      data-testid={`${testIdPrefix}-item`}
      data-name={name}
      data-recorded={recorded ? '1' : '0'}
    >
      <span className="yw-word-audio-item__word">
        <b className="yw-kai">{title}</b>
        <span className="yw-word-audio-item__pinyin">{detail}</span>
      </span>
      <span className={`yw-word-audio-item__mark${recorded ? ' is-on' : ''}`}>{recorded ? '已录音' : '未录音'}</span>
      {recorded && (
        // biome-ignore lint/a11y/useMediaCaption: a reading of what is printed beside it; no captions exist.
        <audio controls preload="none" src={url} />
      )}
      <span className="yw-word-audio-item__actions">
        <FileButton
          text={uploading ? '上传中...' : recorded ? '换一份' : '上传录音'}
          accept="audio/*"
          label={`${name}的录音文件`}
          disabled={disabled}
          busy={uploading}
          testId={`${testIdPrefix}-file`}
          onFile={onFile}
        />
        {recorded && (
          <button type="button" className="yw-link-button" disabled={deleting} onClick={onDelete}>
            删除
          </button>
        )}
      </span>
      {error !== undefined && (
        <p className="yw-manage-error yw-word-audio-item__error" role="alert">
          {error}
        </p>
      )}
    </li>
  );
}
