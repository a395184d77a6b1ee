import { useEffect, useId, useState, type ReactNode } from 'react';
import type { FieldProps } from './use-account-form';

interface TextFieldProps extends FieldProps {
  label: string;
  type?: 'text' | 'email' | 'password' | 'tel' | 'date';
  autoComplete?: string;
  required?: boolean;
  hint?: string;
  autoFocus?: boolean;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric';
}

/** Labelled input; its error sits beside it (aria-describedby) and marks it invalid. */
export function TextField({ label, type = 'text', error, hint, required, ...input }: TextFieldProps) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field account-field${error ? ' account-field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <input
        id={id}
        type={type}
        {...input}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {hint ? (
        <span id={`${id}-hint`} className="account-field__hint">
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={`${id}-error`} className="field__error" role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}

interface SelectFieldProps extends FieldProps {
  label: string;
  options: { value: string; label: string }[];
}

export function SelectField({ label, options, error, ...select }: SelectFieldProps) {
  const id = useId();
  return (
    <div className="field account-field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        {...select}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {error ? (
        <span id={`${id}-error`} className="field__error" role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}

export function CheckboxField({
  label,
  name,
  defaultChecked,
  onChange,
}: {
  label: ReactNode;
  name: string;
  defaultChecked: boolean;
  onChange: (e: React.ChangeEvent<HTMLInputElement>) => void;
}) {
  return (
    <label className="account-checkbox">
      <input type="checkbox" name={name} defaultChecked={defaultChecked} onChange={onChange} />
      <span>{label}</span>
    </label>
  );
}

/** Server messages without a field, above the submit button. */
export function FormErrors({ errors }: { errors: string[] }) {
  if (errors.length === 0) return null;
  return (
    <div className="account-form__errors" role="alert">
      {errors.map((e, i) => (
        <p key={i}>{e}</p>
      ))}
    </div>
  );
}

/**
 * Disabled until hydrated: a native submit before the script runs would send the fields
 * (passwords) somewhere they must not go.
 */
export function SubmitButton({ busy, children, busyLabel }: { busy: boolean; children: ReactNode; busyLabel: string }) {
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  return (
    <button
      type="submit"
      className="button button--primary account-form__submit"
      aria-busy={busy || undefined}
      disabled={busy || !ready}
    >
      {busy ? busyLabel : children}
    </button>
  );
}
