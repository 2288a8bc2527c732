import { AVATAR_MAX_BYTES } from '@yuwen/protocol';
import { type ChangeEvent, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { FormError } from '../../../components/form-field/form-field';
import { PageLoading } from '../../../components/page-state/page-state';
import { toast } from '../../../components/toast/toast-store';
import { useStoredAccount } from '../../../lib/account-store';
import { failureMessage } from '../../../lib/http-transport';
import { useChoosePresetAvatar, usePresetAvatars, useUploadHeadImg } from '../api/head-img.api';
import '../user.css';

const ACCEPT = 'image/png,image/jpeg,image/webp,image/gif';

/** 修改头像: upload a photo (previewed before saving) or pick a preset drawing. */
export function ChangeHeadImgPage() {
  const navigate = useNavigate();
  const account = useStoredAccount();
  const presets = usePresetAvatars();
  const upload = useUploadHeadImg();
  const choose = useChoosePresetAvatar();
  const [file, setFile] = useState<File>();
  const [preview, setPreview] = useState<string>();
  const [preset, setPreset] = useState<string>();
  const [formError, setFormError] = useState<string>();

  useEffect(() => {
    if (!file) return setPreview(undefined);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const pickFile = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0];
    event.target.value = '';
    if (!picked) return;
    if (picked.size > AVATAR_MAX_BYTES) return setFormError('图片不能超过5MB');
    setFormError(undefined);
    setPreset(undefined);
    setFile(picked);
  };

  const done = () => {
    toast.success('头像已更换');
    void navigate('/wdzl', { replace: true });
  };
  const save = () => {
    if (file) upload.mutate(file, { onSuccess: done });
    else if (preset) choose.mutate(preset, { onSuccess: done });
    else setFormError('请先选择一张图片或一个头像');
  };

  const pending = upload.isPending || choose.isPending;
  const failure = upload.isError ? upload.error : choose.isError ? choose.error : undefined;
  const presetUrl = presets.data?.find((p) => p.name === preset)?.url;
  const shown = preview ?? presetUrl ?? (account.headImg || undefined);
  return (
    <div className="yw-form" data-testid="change-head-img">
      <div className="yw-avatar-preview">
        {shown ? (
          <img src={shown} alt="头像预览" data-testid="head-img-preview" />
        ) : (
          <span className="yw-avatar-preview__empty" />
        )}
        <label className="yw-button yw-file-button">
          从相册选择图片
          <input type="file" accept={ACCEPT} onChange={pickFile} data-testid="head-img-file" />
        </label>
        <p className="yw-field-hint">支持 JPG、PNG、WebP、GIF，不超过5MB；会裁成正方形。</p>
      </div>
      <p className="yw-field-hint">或者选一个可爱的头像：</p>
      {presets.isPending ? (
        <PageLoading />
      ) : presets.isError ? (
        <FormError message={failureMessage(presets.error)} />
      ) : (
        <div className="yw-avatar-grid" data-testid="preset-avatars">
          {presets.data.map((p) => (
            <button
              key={p.name}
              type="button"
              aria-pressed={preset === p.name}
              onClick={() => {
                setFile(undefined);
                setFormError(undefined);
                setPreset(p.name);
              }}
            >
              <img src={p.url} alt={p.name} />
            </button>
          ))}
        </div>
      )}
      <FormError message={formError ?? (failure ? failureMessage(failure) : undefined)} />
      <button type="button" className="yw-big-button" onClick={save} disabled={pending} data-testid="save-head-img">
        {pending ? '上传中...' : '保存头像'}
      </button>
    </div>
  );
}
