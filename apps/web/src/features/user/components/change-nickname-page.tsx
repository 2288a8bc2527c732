import { changeNicknameCall } from '@yuwen/protocol';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { FormError, TextField } from '../../../components/form-field/form-field';
import { toast } from '../../../components/toast/toast-store';
import { useStoredAccount } from '../../../lib/account-store';
import { failureMessage } from '../../../lib/http-transport';
import { useChangeNickname, useNicknameSuggestions } from '../api/nickname.api';
import '../user.css';

/** 修改昵称: type one, or take a suggestion. */
export function ChangeNicknamePage() {
  const navigate = useNavigate();
  const account = useStoredAccount();
  const [nickname, setNickname] = useState(account.nickname);
  const [formError, setFormError] = useState<string>();
  const change = useChangeNickname();
  const suggestions = useNicknameSuggestions();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = changeNicknameCall.params.safeParse({ nickname });
    if (!checked.success) return setFormError(checked.error.issues[0]?.message);
    setFormError(undefined);
    change.mutate(checked.data.nickname, {
      onSuccess: () => {
        toast.success('昵称已修改');
        void navigate('/wdzl', { replace: true });
      },
    });
  };

  return (
    <form className="yw-form" onSubmit={submit} noValidate data-testid="change-nickname">
      <TextField
        label="新昵称"
        name="nickname"
        value={nickname}
        onChange={setNickname}
        maxLength={16}
        placeholder="最多16个字"
      />
      <p className="yw-field-hint">想不出来？点一个试试：</p>
      <div className="yw-chips" data-testid="nickname-suggestions">
        {suggestions.data?.map((suggestion) => (
          <button key={suggestion} type="button" className="yw-chip" onClick={() => setNickname(suggestion)}>
            {suggestion}
          </button>
        ))}
        <button
          type="button"
          className="yw-chip"
          onClick={() => void suggestions.refetch()}
          disabled={suggestions.isFetching}
        >
          {suggestions.isFetching ? '加载中...' : suggestions.isError ? '加载失败，重试' : '换一批'}
        </button>
      </div>
      <FormError message={formError ?? (change.isError ? failureMessage(change.error) : undefined)} />
      <button type="submit" className="yw-big-button" disabled={change.isPending} data-testid="save-nickname">
        {change.isPending ? '保存中...' : '保存'}
      </button>
    </form>
  );
}
