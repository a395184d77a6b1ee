import { useCallback, useEffect, useRef, useState, type ChangeEvent, type FormEvent, type RefObject } from 'react';
import { ApiError } from '../../api/fetch-json';
import { storeErrorText } from '../../../shared/store-error-message';
import { useNotify } from '../../shell/notifications';
import { useT } from '../../shell-context';
import type { FieldBinding } from '../form/labelled-field';
import { checkField, checkForm, serverFieldErrors, type MessageRef, type Rule } from './form-rules';

type Values = Record<string, string>;

/**
 * Inputs are uncontrolled (`defaultValue` in the field binding): what a shopper types before the
 * script hydrates stays in the field and is read into the form state on mount, instead of being
 * reset by hydration.
 */
export type FieldProps = FieldBinding & { defaultValue: string; error: string | undefined };

export interface AccountForm<V extends Values> {
  values: V;
  set: (name: keyof V & string, value: string) => void;
  field: (name: keyof V & string) => FieldProps;
  checkbox: (name: keyof V & string) => {
    name: string;
    defaultChecked: boolean;
    onChange: (e: ChangeEvent<HTMLInputElement>) => void;
  };
  /** Attach to the <form>: the mount sync and reset() find the fields through it. */
  formRef: RefObject<HTMLFormElement | null>;
  submitting: boolean;
  /** Messages not tied to a field (server answers without a known field). */
  generalErrors: string[];
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** New values, errors and touched state cleared (after a successful save that empties fields). */
  reset: (values: V) => void;
  /** Puts values into fields as if typed (a look-up such as ARES filling the company). */
  fill: (patch: Partial<V>) => void;
}

/**
 * Form state for the account screens: rules run on change (once a field was touched) and on
 * blur (SPEC 5), all of them before submit; the first invalid field gets focus; server field
 * errors show beside their fields; typed values are never cleared on an error.
 * `submit` throws ApiError for server refusals; anything else goes to the generic notifier.
 */
export function useAccountForm<V extends Values>(
  initial: V,
  rules: Partial<Record<keyof V & string, readonly Rule[]>>,
  submit: (values: V) => Promise<void>,
  options: {
    aliases?: Record<string, string>;
    onServerError?: (error: ApiError) => boolean;
    /** Field messages the server rendered the form with (a refused post without a script). */
    initialErrors?: Record<string, string>;
  } = {},
): AccountForm<V> {
  const t = useT();
  const { notifyError } = useNotify();
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Record<string, MessageRef | string>>(options.initialErrors ?? {});
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [submitting, setSubmitting] = useState(false);
  const [generalErrors, setGeneralErrors] = useState<string[]>([]);
  const valuesRef = useRef(values);
  valuesRef.current = values;
  const formRef = useRef<HTMLFormElement>(null);

  const rulesFor = (name: string) => (rules as Record<string, readonly Rule[] | undefined>)[name];

  // biome-ignore lint/correctness/useExhaustiveDependencies: rulesFor is a lookup into rules, which is listed; a new rulesFor each render must not re-create the callback
  const revalidate = useCallback(
    (next: Values, names: string[]) => {
      setErrors((prev) => {
        const out = { ...prev };
        for (const name of names) {
          const problem = checkField(rulesFor(name), next[name] ?? '', next);
          if (problem) out[name] = problem;
          else delete out[name];
        }
        return out;
      });
    },
    [rules],
  );

  const set = useCallback(
    (name: string, value: string) => {
      const next = { ...valuesRef.current, [name]: value } as V;
      valuesRef.current = next;
      setValues(next);
      // A field that depends on this one (confirmation, tin by country) is re-checked once touched.
      const dependants = Object.keys(rules).filter((other) => other !== name && touchedRef.current[other]);
      revalidate(next, [...(touchedRef.current[name] ? [name] : []), ...dependants]);
      if (!touchedRef.current[name]) setErrors((prev) => (typeof prev[name] === 'string' ? omit(prev, name) : prev));
    },
    [revalidate, rules],
  );

  const touchedRef = useRef(touched);
  touchedRef.current = touched;

  const translate = (e: MessageRef | string | undefined): string | undefined =>
    e === undefined ? undefined : typeof e === 'string' ? e : t(e.key, e.params);

  const field = (name: keyof V & string): FieldProps => ({
    name,
    defaultValue: values[name] ?? '',
    onChange: (event) => {
      setTouched((prev) => (prev[name] ? prev : { ...prev, [name]: true }));
      touchedRef.current = { ...touchedRef.current, [name]: true };
      set(name, event.target.value);
    },
    onBlur: () => {
      setTouched((prev) => ({ ...prev, [name]: true }));
      touchedRef.current = { ...touchedRef.current, [name]: true };
      revalidate(valuesRef.current, [name]);
    },
    error: translate(errors[name]),
  });

  const checkbox = (name: keyof V & string) => ({
    name,
    defaultChecked: values[name] === '1',
    onChange: (e: ChangeEvent<HTMLInputElement>) => {
      touchedRef.current = { ...touchedRef.current, [name]: true };
      setTouched((prev) => ({ ...prev, [name]: true }));
      set(name, e.target.checked ? '1' : '');
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const form = event.currentTarget;
    const current = valuesRef.current;
    const problems = checkForm(rules as Record<string, readonly Rule[]>, current);
    const allTouched = Object.fromEntries(Object.keys(rules).map((k) => [k, true]));
    setTouched((prev) => ({ ...prev, ...allTouched }));
    touchedRef.current = { ...touchedRef.current, ...allTouched };
    setErrors(problems);
    setGeneralErrors([]);
    const first = Object.keys(problems)[0];
    if (first) {
      form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setSubmitting(true);
    submit(current)
      .catch((error: unknown) => {
        if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
          if (options.onServerError?.(error)) return;
          const mapped = serverFieldErrors(error.body, t, options.aliases);
          const known: Record<string, string> = {};
          const general = [...mapped.general];
          for (const [name, text] of Object.entries(mapped.fields)) {
            if (name in current) known[name] = text;
            else general.push(text);
          }
          if (Object.keys(known).length === 0 && general.length === 0)
            general.push(storeErrorText(t, error.item) ?? t('errors.generic.title'));
          setErrors((prev) => ({ ...prev, ...known }));
          setGeneralErrors(general);
          const firstField = Object.keys(known)[0];
          if (firstField) form.querySelector<HTMLElement>(`[name="${firstField}"]`)?.focus();
          return;
        }
        notifyError(error);
      })
      .finally(() => setSubmitting(false));
  };

  // Typed before hydration: take what the fields hold now.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const typed: Record<string, string> = {};
    for (const name of Object.keys(valuesRef.current)) {
      const el = form.elements.namedItem(name);
      if (el instanceof HTMLInputElement && el.type === 'checkbox') typed[name] = el.checked ? '1' : '';
      else if (el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement)
        typed[name] = el.value;
    }
    const changed = Object.keys(typed).filter((k) => typed[k] !== valuesRef.current[k]);
    if (changed.length === 0) return;
    const next = { ...valuesRef.current, ...typed } as V;
    valuesRef.current = next;
    setValues(next);
  }, []);

  const reset = (next: V) => {
    const form = formRef.current;
    if (form) {
      for (const [name, value] of Object.entries(next)) {
        const el = form.elements.namedItem(name);
        if (el instanceof HTMLInputElement && el.type === 'checkbox') el.checked = value === '1';
        else if (el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement)
          el.value = value;
      }
    }
    valuesRef.current = next;
    touchedRef.current = {};
    setValues(next);
    setTouched({});
    setErrors({});
    setGeneralErrors([]);
  };

  const fill = (patch: Partial<V>) => {
    for (const [name, value] of Object.entries(patch)) {
      if (typeof value !== 'string') continue;
      const el = formRef.current?.elements.namedItem(name);
      if (el instanceof HTMLInputElement || el instanceof HTMLSelectElement) el.value = value;
      set(name, value);
    }
  };

  return { values, set, field, checkbox, submitting, generalErrors, onSubmit, reset, fill, formRef };
}

function omit<T extends Record<string, unknown>>(obj: T, key: string): T {
  const { [key]: _drop, ...rest } = obj;
  return rest as T;
}
