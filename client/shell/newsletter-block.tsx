import { useId, type FormEvent } from 'react';
import { useNewsletter } from '../hooks/use-newsletter';
import { useT } from '../shell-context';

/** SPEC 1: "a newsletter block invites sign-up for tips and inspiration". */
export function NewsletterBlock({ withText = true }: { withText?: boolean }) {
  const t = useT();
  // The layout's block and a CMS newsletter block can share a page: ids must not collide.
  const id = useId();
  const { status, subscribe } = useNewsletter();
  // Uncontrolled: the browser keeps what was typed (also before hydration); read it on submit.
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (await subscribe(String(new FormData(form).get('email') ?? ''))) form.reset();
  };
  return (
    <section className="newsletter" aria-labelledby={`${id}-title`}>
      <div className="container newsletter__inner">
        <div>
          <h2 id={`${id}-title`} className="newsletter__title">
            {t('layout.newsletter.title')}
          </h2>
          {withText ? <p className="newsletter__text">{t('layout.newsletter.text')}</p> : null}
        </div>
        <form className="newsletter__form" onSubmit={onSubmit} noValidate>
          <label className="visually-hidden" htmlFor={`${id}-email`}>
            {t('layout.newsletter.emailLabel')}
          </label>
          <input
            id={`${id}-email`}
            type="email"
            name="email"
            autoComplete="email"
            placeholder={t('layout.newsletter.emailLabel')}
          />
          <button
            type="submit"
            className="button button--primary"
            disabled={status === 'sending'}
            aria-busy={status === 'sending'}
          >
            {t('layout.newsletter.submit')}
          </button>
        </form>
      </div>
    </section>
  );
}
