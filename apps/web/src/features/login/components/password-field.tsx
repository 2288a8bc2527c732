import { useState } from 'react';

/** A password input with a show/hide toggle. */
export function PasswordField({
  value,
  onChange,
  label = '密码',
  name = 'password',
  placeholder = '请输入密码',
  autoComplete,
}: {
  value: string;
  onChange: (value: string) => void;
  label?: string;
  name?: string;
  placeholder?: string;
  autoComplete: 'current-password' | 'new-password';
}) {
  const [shown, setShown] = useState(false);
  return (
    <label className="yw-field">
      <span className="yw-field__label">{label}</span>
      <input
        className="yw-field__input"
        name={name}
        type={shown ? 'text' : 'password'}
        autoComplete={autoComplete}
        placeholder={placeholder}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
      <button
        type="button"
        className="yw-field__toggle"
        aria-pressed={shown}
        aria-label={shown ? '隐藏密码' : '显示密码'}
        onClick={() => setShown((s) => !s)}
      >
        {shown ? '隐藏' : '显示'}
      </button>
    </label>
  );
}
