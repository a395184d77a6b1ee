import { useState } from 'react';
import { NUMBER_INPUT_MAX_LENGTH, resolveNumberInput, sanitizeNumberText, shortUnit, stepNumberInput, type NumberInputOptions, type NumberInputResult } from '../../../shared/number-input';
import { useT } from '../../shell-context';
import { useNotify } from '../../shell/notifications';

interface QuantityStepperProps {
  value: number;
  onChange: (value: number) => void;
  min: number;
  max: number | null;
  unit: string;
  id?: string;
}

/** − [n] unit + : the SPEC 5 number input (digits only, clamped to the product's limits with the info message). */
export function QuantityStepper({ value, onChange, min, max, unit, id }: QuantityStepperProps) {
  const t = useT();
  const { notify } = useNotify();
  const [draft, setDraft] = useState<string | null>(null);
  const options: NumberInputOptions = { min: Math.max(1, min || 1), max: max ?? null, limitNotifications: true };
  const apply = (result: NumberInputResult) => {
    if (result.message) notify('info', t(result.message.key, result.message.params));
    setDraft(null);
    onChange(result.output ?? options.min!);
  };
  const commitDraft = () => {
    if (draft !== null) apply(resolveNumberInput(draft === '' ? String(options.min) : draft, options));
  };
  return (
    <div className="quantity-stepper">
      <button type="button" className="quantity-stepper__button" onClick={() => apply(stepNumberInput(value, -1, options))} aria-label={t('catalog.productBox.decrease')}>
        −
      </button>
      <input
        id={id}
        className="quantity-stepper__input"
        inputMode="numeric"
        maxLength={NUMBER_INPUT_MAX_LENGTH}
        aria-label={t('catalog.productBox.quantity')}
        value={draft ?? String(value)}
        onChange={(event) => setDraft(sanitizeNumberText(event.target.value))}
        onBlur={commitDraft}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commitDraft();
        }}
      />
      <span className="quantity-stepper__unit">{shortUnit(unit)}</span>
      <button type="button" className="quantity-stepper__button" onClick={() => apply(stepNumberInput(value, 1, options))} aria-label={t('catalog.productBox.increase')}>
        +
      </button>
    </div>
  );
}
