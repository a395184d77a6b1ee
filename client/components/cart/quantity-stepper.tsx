import { useEffect, useState } from 'react';
import { NUMBER_INPUT_MAX_LENGTH, canStep, resolveNumberInput, sanitizeNumberText, stepNumberInput, type NumberInputOptions } from '../../../shared/number-input';
import { useT } from '../../shell-context';
import { useNotify } from '../../shell/notifications';

interface QuantityStepperProps {
  value: number;
  min: number;
  max: number | null;
  label: string;
  busy?: boolean;
  onCommit: (amount: number) => void;
}

/**
 * The cart line's amount: SPEC 5 number-input rules (digits only, max length 4, limits reported
 * as info messages). Typing is committed on blur or Enter, the buttons commit at once.
 */
export function QuantityStepper({ value, min, max, label, busy, onCommit }: QuantityStepperProps) {
  const t = useT();
  const { notify } = useNotify();
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);
  const options: NumberInputOptions = { min, max, limitNotifications: true, step: 1 };

  const commit = (amount: number | null, message: ReturnType<typeof resolveNumberInput>['message']) => {
    if (message) notify('info', t(message.key, message.params));
    if (amount === null || amount === value) {
      setText(String(value));
      return;
    }
    onCommit(amount);
  };

  const onBlur = () => {
    const r = resolveNumberInput(text, options);
    setText(r.text || String(value));
    commit(r.output, r.message);
  };
  const step = (direction: 1 | -1) => {
    const r = stepNumberInput(value, direction, options);
    setText(r.text);
    commit(r.output, r.message);
  };

  return (
    <div className="qty-stepper" role="group" aria-label={label}>
      <button type="button" className="qty-stepper__button" onClick={() => step(-1)} disabled={busy || !canStep(value, -1, options)} aria-label={`${label} −`}>
        −
      </button>
      <input
        className="qty-stepper__input"
        type="text"
        inputMode="numeric"
        maxLength={NUMBER_INPUT_MAX_LENGTH}
        value={text}
        aria-label={label}
        disabled={busy}
        onChange={(e) => setText(sanitizeNumberText(e.target.value, options))}
        onBlur={onBlur}
        onKeyDown={(e) => {
          if (e.key === 'Enter') (e.target as HTMLInputElement).blur();
        }}
      />
      <button type="button" className="qty-stepper__button" onClick={() => step(1)} disabled={busy || !canStep(value, 1, options)} aria-label={`${label} +`}>
        +
      </button>
    </div>
  );
}
