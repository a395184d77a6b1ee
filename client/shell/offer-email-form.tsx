import { useId, useState, type FormEvent } from 'react';

/**
 * Step 1 of both newsletter offers (welcome campaign, discount code): the offer's text, the e-mail
 * field and the submit button. The offer owns the sign-up (its own `source`) and the thank-you step.
 */
export function OfferEmailForm({
  text,
  emailLabel,
  emailPlaceholder,
  submitLabel,
  sending,
  onSubmitEmail,
}: {
  text: string;
  emailLabel: string;
  emailPlaceholder?: string;
  submitLabel: string;
  sending: boolean;
  onSubmitEmail: (email: string) => void;
}) {
  const inputId = useId();
  const [email, setEmail] = useState('');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSubmitEmail(email);
  };
  return (
    <form onSubmit={onSubmit} noValidate className="offer-panel__form">
      <p>{text}</p>
      <label className="field" htmlFor={inputId}>
        <span className="field__label">{emailLabel}</span>
      </label>
      <div className="offer-panel__row">
        <input
          id={inputId}
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={emailPlaceholder}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <button type="submit" className="button button--primary" disabled={sending}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
