import { useId, type ChangeEvent, type FocusEvent, type ReactNode } from 'react';

type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * What a form hands a field: its name, its value (controlled `value`, as checkout keeps it, or
 * uncontrolled `defaultValue`, as the account forms do so text typed before hydration stays),
 * the change/blur handlers that run the rules (SPEC 5: on change and blur) and the error to show.
 */
export interface FieldBinding {
  name: string;
  /** A stable id when something outside points at the field (a `label[for]`); else one is made. */
  id?: string;
  value?: string;
  defaultValue?: string;
  onChange: (event: ChangeEvent<FieldElement>) => void;
  onBlur?: (event: FocusEvent<FieldElement>) => void;
  error?: string | null;
  /** Shown, submitted, not editable (a field the account fills and the shop locks, SPEC 6). */
  readOnly?: boolean;
}

/** The attributes that tie a control to its label, hint and error. */
export interface FieldA11y {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  'aria-required'?: true;
}

interface LabelledFieldProps {
  id: string;
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  children: (a11y: FieldA11y) => ReactNode;
}

/**
 * The one labelled field of every form: label (with a * when required), the control, an optional
 * hint and the error, wired with aria-invalid / aria-describedby / aria-required. The error is a
 * live region so a message that appears on blur is announced although focus has moved on.
 */
export function LabelledField({ id, label, error, hint, required, className, children }: LabelledFieldProps) {
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field${error ? ' field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
        {required ? (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children({
        id,
        ...(error ? { 'aria-invalid': true as const } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(required ? { 'aria-required': true as const } : {}),
      })}
      {hint ? (
        <span id={`${id}-hint`} className="field__hint">
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={`${id}-error`} className="field__error" role="alert" data-field-error>
          {error}
        </span>
      ) : null}
    </div>
  );
}

interface FieldLook {
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
}

export interface TextFieldProps extends FieldBinding, FieldLook {
  type?: 'text' | 'email' | 'password' | 'tel' | 'date';
  autoComplete?: string;
  autoFocus?: boolean;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric';
  maxLength?: number;
}

export function TextField({ id, label, hint, required, className, error, type = 'text', ...input }: TextFieldProps) {
  const ownId = useId();
  return (
    <LabelledField id={id ?? ownId} label={label} error={error} hint={hint} required={required} className={className}>
      {(a11y) => <input type={type} {...input} {...a11y} />}
    </LabelledField>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends FieldBinding, FieldLook {
  options: readonly SelectOption[];
  autoComplete?: string;
}

export function SelectField({ id, label, hint, required, className, error, options, ...select }: SelectFieldProps) {
  const ownId = useId();
  return (
    <LabelledField id={id ?? ownId} label={label} error={error} hint={hint} required={required} className={className}>
      {(a11y) => (
        <select {...select} {...a11y}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </LabelledField>
  );
}

export interface TextAreaFieldProps extends FieldBinding, FieldLook {
  rows?: number;
  maxLength?: number;
}

export function TextAreaField({ id, label, hint, required, className, error, ...area }: TextAreaFieldProps) {
  const ownId = useId();
  return (
    <LabelledField id={id ?? ownId} label={label} error={error} hint={hint} required={required} className={className}>
      {(a11y) => <textarea {...area} {...a11y} />}
    </LabelledField>
  );
}

export interface CheckboxFieldProps {
  name: string;
  label: ReactNode;
  id?: string;
  checked?: boolean;
  defaultChecked?: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  error?: string | null;
}

/** A checkbox inside its label, with an optional error (terms not accepted). */
export function CheckboxField({ id, label, error, ...input }: CheckboxFieldProps) {
  const ownId = useId();
  const boxId = id ?? ownId;
  return (
    <div className={`checkbox-field${error ? ' field--invalid' : ''}`}>
      <label htmlFor={boxId}>
        <input
          type="checkbox"
          id={boxId}
          {...input}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${boxId}-error` : undefined}
        />
        <span>{label}</span>
      </label>
      {error ? (
        <span id={`${boxId}-error`} className="field__error" role="alert" data-field-error>
          {error}
        </span>
      ) : null}
    </div>
  );
}
