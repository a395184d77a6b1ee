import { useState, type FormEvent } from 'react';
import type { RichTextNode } from '../../shared/contracts/content';
import { sendJson } from '../../client/api/fetch-json';
import type { Crumb } from '../../client/components/content-blocks/content-views';
import { Breadcrumbs } from '../../client/components/content-blocks/page-parts';
import { RichText } from '../../client/components/rich-text/rich-text';
import { useNotify } from '../../client/shell/notifications';
import { useShell, useT } from '../../client/shell-context';
import type { PageProps } from '../../client/router/page-props';

export interface ContactPageData {
  title: string;
  content: RichTextNode | null;
  crumbs: Crumb[];
}

type Field = 'name' | 'email' | 'phone' | 'subject' | 'message';
type Values = Record<Field, string>;
type Errors = Partial<Record<Field, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
/** SPEC 5 phone_number: + and at least 9 of digits, spaces, dots, dashes, slashes, parentheses. */
const PHONE = /^\+[0-9 ./()-]{9,}$/;
const EMPTY: Values = { name: '', email: '', phone: '', subject: '', message: '' };

function validate(v: Values): Errors {
  const errors: Errors = {};
  if (!v.name.trim()) errors.name = 'content.contact.required';
  if (!v.email.trim()) errors.email = 'content.contact.required';
  else if (!EMAIL.test(v.email.trim())) errors.email = 'content.contact.invalidEmail';
  if (v.phone.trim() && !PHONE.test(v.phone.trim())) errors.phone = 'content.contact.invalidPhone';
  if (!v.message.trim()) errors.message = 'content.contact.required';
  return errors;
}

function ContactForm() {
  const t = useT();
  const { notify, notifyError } = useNotify();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [status, setStatus] = useState<'idle' | 'sending' | 'sent'>('idle');

  const set = (field: Field, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (touched[field]) setErrors(validate(next));
  };
  const blur = (field: Field) => {
    setTouched((t0) => ({ ...t0, [field]: true }));
    setErrors(validate(values));
  };
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    setTouched({ name: true, email: true, phone: true, subject: true, message: true });
    if (Object.keys(found).length > 0) {
      document.getElementById(`contact-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    setStatus('sending');
    try {
      await sendJson('/api/v1/contact-form', 'POST', {
        name: values.name.trim(),
        email: values.email.trim(),
        phone: values.phone.trim() || null,
        subject: values.subject.trim() || undefined,
        message: values.message.trim(),
      });
      setStatus('sent');
      setValues(EMPTY);
      setTouched({});
      notify('success', t('content.contact.sent'));
    } catch (error) {
      setStatus('idle');
      notifyError(error);
    }
  };

  const input = (field: Field, label: string, type: 'text' | 'email' | 'tel', autoComplete: string) => (
    <div className="field">
      <label className="field__label" htmlFor={`contact-${field}`}>
        {label}
      </label>
      <input
        id={`contact-${field}`}
        name={field}
        type={type}
        autoComplete={autoComplete}
        value={values[field]}
        onChange={(e) => set(field, e.target.value)}
        onBlur={() => blur(field)}
        aria-invalid={errors[field] && touched[field] ? true : undefined}
        aria-describedby={errors[field] && touched[field] ? `contact-${field}-error` : undefined}
      />
      {errors[field] && touched[field] ? (
        <span id={`contact-${field}-error`} className="field__error">
          {t(errors[field]!)}
        </span>
      ) : null}
    </div>
  );

  return (
    <form className="contact-form" onSubmit={onSubmit} noValidate aria-labelledby="contact-form-title">
      <h2 id="contact-form-title" className="contact-form__title">
        {t('content.contact.form')}
      </h2>
      {status === 'sent' ? (
        <p className="contact-form__sent" role="status">
          {t('content.contact.sent')}
        </p>
      ) : null}
      <div className="contact-form__row">
        {input('name', t('content.contact.name'), 'text', 'name')}
        {input('email', t('content.contact.email'), 'email', 'email')}
      </div>
      <div className="contact-form__row">
        {input('phone', t('content.contact.phone'), 'tel', 'tel')}
        {input('subject', t('content.contact.subject'), 'text', 'off')}
      </div>
      <div className="field">
        <label className="field__label" htmlFor="contact-message">
          {t('content.contact.message')}
        </label>
        <textarea
          id="contact-message"
          name="message"
          rows={6}
          value={values.message}
          onChange={(e) => set('message', e.target.value)}
          onBlur={() => blur('message')}
          aria-invalid={errors.message && touched.message ? true : undefined}
          aria-describedby={errors.message && touched.message ? 'contact-message-error' : undefined}
        />
        {errors.message && touched.message ? (
          <span id="contact-message-error" className="field__error">
            {t(errors.message)}
          </span>
        ) : null}
      </div>
      <button
        type="submit"
        className="button button--primary"
        disabled={status === 'sending'}
        aria-busy={status === 'sending'}
      >
        {t('content.contact.submit')}
      </button>
    </form>
  );
}

export default function ContactPage({ data }: PageProps<ContactPageData>) {
  const t = useT();
  const { contact, siteName } = useShell();
  return (
    <div className="container contact">
      <Breadcrumbs items={data.crumbs} />
      <h1>{data.title}</h1>
      <div className="contact__layout">
        <div className="contact__info">
          <h2 className="contact__subtitle">{t('content.contact.info')}</h2>
          <dl className="contact__list">
            {contact.phone ? (
              <>
                <dt>{t('content.contact.phone').replace(/\s*\(.*\)$/, '')}</dt>
                <dd>
                  <a href={`tel:${contact.phone.replace(/[^+\d]/g, '')}`}>{contact.phone}</a>
                </dd>
              </>
            ) : null}
            {contact.email ? (
              <>
                <dt>{t('content.contact.email')}</dt>
                <dd>
                  <a href={`mailto:${contact.email}`}>{contact.email}</a>
                </dd>
              </>
            ) : null}
            {contact.address ? (
              <>
                <dt>{t('content.contact.company')}</dt>
                <dd>
                  {siteName}
                  <br />
                  {contact.address}
                </dd>
              </>
            ) : null}
          </dl>
          <RichText content={data.content} />
        </div>
        <ContactForm />
      </div>
    </div>
  );
}
