import { ASK_IMAGE_MAX_BYTES } from '@yuwen/protocol';
import { useEffect, useState } from 'react';

/** Choose one picture (a photo of the page): its preview and 换一张 / 去掉; too big a file is told at once. */
export function PicturePicker({
  image,
  onChange,
  testId,
}: {
  image: Blob | undefined;
  onChange: (image: Blob | undefined) => void;
  testId: string;
}) {
  const [url, setUrl] = useState<string>();
  const [problem, setProblem] = useState('');
  useEffect(() => {
    if (!image) return setUrl(undefined);
    const made = URL.createObjectURL(image);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [image]);

  return (
    <div className="yw-ask-picture">
      {url && (
        <img src={url} alt="要发送的图片" className="yw-ask-picture__preview" data-testid={`${testId}-preview`} />
      )}
      <div className="yw-ask-picture__actions">
        <label className="yw-button yw-button--soft yw-ask-picture__pick">
          {image ? '换一张' : '添加图片'}
          <input
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif"
            className="yw-ask-picture__input"
            data-testid={testId}
            onChange={(e) => {
              const picked = e.target.files?.[0];
              e.target.value = '';
              if (!picked) return;
              if (picked.size > ASK_IMAGE_MAX_BYTES) {
                setProblem(`图片不能超过${ASK_IMAGE_MAX_BYTES / 1024 / 1024}MB`);
                return;
              }
              setProblem('');
              onChange(picked);
            }}
          />
        </label>
        {image && (
          <button type="button" className="yw-ask-link" onClick={() => onChange(undefined)}>
            去掉图片
          </button>
        )}
      </div>
      {problem && (
        <p className="yw-ask-error" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
