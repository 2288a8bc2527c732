import { formatCardCode, normalizeCardCode } from '@yuwen/protocol';
import { type FormEvent, useId, useState } from 'react';
import { toast } from '../../../components/toast/toast-store';
import { failureMessage } from '../../../lib/http-transport';
import { useCardBind } from '../api/card-bind.api';

/** The activation-card form (/api/cardBind): a card from a school or teacher extends VIP by its days. */
export function CardBindForm() {
  const [code, setCode] = useState('');
  const bind = useCardBind();
  const inputId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (normalizeCardCode(code) === '') return;
    bind.mutate(code, {
      onSuccess: (answer) => {
        setCode('');
        toast.success(`激活成功，会员增加 ${answer.days} 天`);
      },
    });
  };
  return (
    <form className="yw-card-bind" onSubmit={submit} data-testid="card-bind-form">
      <label className="yw-card-bind__label" htmlFor={inputId}>
        激活卡号
      </label>
      <input
        id={inputId}
        className="yw-card-bind__input"
        value={code}
        onChange={(e) => setCode(e.target.value)}
        onBlur={() => setCode((c) => (c.trim() ? formatCardCode(normalizeCardCode(c)) : ''))}
        placeholder="请输入 16 位激活卡号"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={40}
      />
      <p className="yw-card-bind__hint">学校或老师发放的激活卡，每张只能使用一次；大小写和短横线不影响。</p>
      {bind.isError && (
        <p className="yw-form-error" role="alert" data-testid="card-bind-error">
          {failureMessage(bind.error)}
        </p>
      )}
      {bind.isSuccess && (
        <p className="yw-card-bind__ok" role="status">
          激活成功：会员有效期至 {bind.data.vip.vip_end_date}
        </p>
      )}
      <button type="submit" className="yw-big-button" disabled={bind.isPending || normalizeCardCode(code) === ''}>
        {bind.isPending ? '正在激活...' : '立即激活'}
      </button>
    </form>
  );
}
