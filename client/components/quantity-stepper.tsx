import { useState } from 'react';
import { NUMBER_INPUT_MAX_LENGTH, canStep, shortUnit } from '../../shared/number-input-limits';
import type { NumberInputOptions, NumberInputResult } from '../../shared/number-input';
import { recoverFromChunkError } from '../router/chunk-reload';
import { useT } from '../shell-context';
import { useNotify } from '../shell/notifications';

type NumberInputRules = typeof import('../../shared/number-input');

// The SPEC 5 rules are needed only once a shopper touches a stepper: they load on the first focus,
// hover or click, not with the page (a product page's first load has a 90 KB budget).
let rules: NumberInputRules | undefined;
let loading: Promise<NumberInputRules> | undefined;
function loadRules(): Promise<NumberInputRules> {
  loading ??= import('../../shared/number-input').then((module) => (rules = module));
  return loading;
}
function withRules(use: (r: NumberInputRules) => void): void {
  if (rules) {
    use(rules);
    return;
  }
  loadRules().then(use, (error: unknown) => {
    loading = undefined;
    recoverFromChunkError(error);
  });
}

interface QuantityStepperProps {
  value: number;
  onChange: (amount: number) => void;
  min: number;
  max: number | null;
  /** Shown beside the input, cut to three characters (SPEC 5). */
  unit?: string;
  /** Accessible name of the group and input; defaults to "quantity". */
  label?: string;
  busy?: boolean;
  id?: string;
}

/**
 * − [n] unit + : the SPEC 5 number input (digits only, max length 4, clamped to the limits with an
 * info message). Typing is committed on blur or Enter; the buttons commit at once.
 */
export function QuantityStepper({ value, onChange, min, max, unit, label, busy, id }: QuantityStepperProps) {
  const className = 'quantity-stepper'; // the block of client/styles/components/quantity-stepper.css
  const t = useT();
  const { notify } = useNotify();
  const [text, setText] = useState(String(value));
  const [, setRulesReady] = useState(rules !== undefined);
  // A new value from the parent (a commit saved, the cart refreshed) shows. Not at mount: an effect
  // ran there too, after the hydration commit below, and wrote the old number over the typed one.
  const [textOf, setTextOf] = useState(value);
  if (textOf !== value) {
    setTextOf(value);
    setText(String(value));
  }
  const options: NumberInputOptions = { min: Math.max(1, min || 1), max, limitNotifications: true, step: 1 };
  const name = label ?? t('catalog.productBox.quantity');
  const prepare = () => withRules(() => setRulesReady(true));

  const commit = (result: NumberInputResult) => {
    if (result.message) notify('info', t(result.message.key, result.message.params));
    const amount = result.output;
    setText(amount === null ? String(value) : result.text || String(amount));
    if (amount !== null && amount !== value) onChange(amount);
  };
  // A button that cannot act is marked with aria-disabled, never `disabled`: a focused button that
  // turns disabled (the minimum reached by its own press, a save in flight) drops focus to <body>.
  // Whether it can act is known at render from the limits in the page's data (canStep is in the
  // eager limits module), so nothing changes when the rules arrive.
  const available = (direction: 1 | -1) => !busy && canStep(value, direction, options);
  const step = (direction: 1 | -1) => {
    if (available(direction)) withRules((r) => commit(r.stepNumberInput(value, direction, options)));
  };
  // What the field shows when the shopper commits it, not the state: until the field hydrates, the
  // two differ (below).
  const commitTyped = (typed: string) =>
    withRules((r) => commit(r.resolveNumberInput(typed === '' ? String(options.min) : typed, options)));
  // A number typed before the field hydrated: the server's HTML took it, React did not. The page
  // hydrates after the shell (its Suspense boundary, at a lower priority), and React starts tracking
  // a field's value when it hydrates it, so typing that came first never reached onChange and the
  // next render wrote the old state back (the shopping-list journey lost its amount about 1 run in 5).
  // At the hydration commit, before any other render, the state takes the field's text; a field
  // already left is committed then (its blur came before React listened, and was dropped).
  // (The ref runs at every commit; after the first the field always shows the state.)
  const adoptTyped = (field: HTMLInputElement | null) => {
    if (!field || field.value === text) return;
    setText(field.value);
    if (document.activeElement !== field) commitTyped(field.value);
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: two buttons and an input grouped under one name; a fieldset would need a legend
    <div
      className={className}
      role="group"
      aria-label={name}
      aria-busy={busy || undefined}
      onPointerEnter={prepare}
      onFocus={prepare}
    >
      <button
        type="button"
        className={`${className}__button`}
        onClick={() => step(-1)}
        aria-disabled={!available(-1)}
        aria-label={t('catalog.productBox.decrease')}
      >
        −
      </button>
      <input
        id={id}
        className={`${className}__input`}
        type="text"
        inputMode="numeric"
        // No form-state restore (Back, reload): an old number put back before hydration would be
        // taken for one the shopper typed, and committed.
        autoComplete="off"
        maxLength={NUMBER_INPUT_MAX_LENGTH}
        aria-label={name}
        ref={adoptTyped}
        value={text}
        // Read-only while a save is in flight, not disabled: a disabled field loses focus.
        readOnly={busy}
        onChange={(event) =>
          setText(rules ? rules.sanitizeNumberText(event.target.value, options) : event.target.value)
        }
        onBlur={(event) => commitTyped(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commitTyped(event.currentTarget.value);
        }}
      />
      {unit ? <span className={`${className}__unit`}>{shortUnit(unit)}</span> : null}
      <button
        type="button"
        className={`${className}__button`}
        onClick={() => step(1)}
        aria-disabled={!available(1)}
        aria-label={t('catalog.productBox.increase')}
      >
        +
      </button>
    </div>
  );
}
