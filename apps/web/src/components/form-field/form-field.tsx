import { type ReactNode, useState } from 'react';
import './form-field.css';

/** A labelled text input row of the login and user-centre forms. */
export function TextField({
  label,
  name,
  value,
  onChange,
  placeholder,
  type = 'text',
  autoComplete,
  maxLength,
  trailing,
}: {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  type?: 'text' | 'password' | 'date';
  autoComplete?: string;
  maxLength?: number;
  trailing?: ReactNode;
}) {
  return (
    <label className="yw-field">
      <span className="yw-field__label">{label}</span>
      <input
        className="yw-field__input"
        name={name}
        type={type}
        value={value}
        placeholder={placeholder}
        autoComplete={autoComplete}
        maxLength={maxLength}
        onChange={(e) => onChange(e.target.value)}
      />
      {trailing}
    </label>
  );
}

/** A password input with a show/hide toggle. */
export function PasswordField(props: {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  autoComplete: 'current-password' | 'new-password';
}) {
  const [shown, setShown] = useState(false);
  return (
    <TextField
      {...props}
      type={shown ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          className="yw-field__toggle"
          aria-pressed={shown}
          aria-label={shown ? '隐藏密码' : '显示密码'}
          onClick={() => setShown((s) => !s)}
        >
          {shown ? '隐藏' : '显示'}
        </button>
      }
    />
  );
}

/** A form's error line, or nothing. */
export function FormError({ message, testId = 'form-error' }: { message: string | undefined; testId?: string }) {
  if (!message) return null;
  return (
    <p className="yw-field-error" role="alert" data-testid={testId}>
      {message}
    </p>
  );
}
