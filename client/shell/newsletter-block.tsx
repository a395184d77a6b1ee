import { useId, type FormEvent, type ReactNode } from 'react';
import { useNewsletter } from '../hooks/use-newsletter';
import { useT } from '../shell-context';

/**
 * SPEC 1: "a newsletter block invites sign-up for tips and inspiration". The layout shows it on
 * every page; a CMS newsletter block passes its own title and text (rendered by the content-block
 * chunk, so rich text stays out of the entry), and where a page has one, the layout leaves its own
 * out (`PageMeta.ownNewsletter`, client/shell/layout.tsx): one block per page.
 */
export function NewsletterBlock({
  withText = true,
  title,
  text,
}: {
  withText?: boolean;
  /** The CMS block's title; the dictionary's when absent. */
  title?: string | null;
  /** The CMS block's text, already rendered; the dictionary's when absent. */
  text?: ReactNode;
}) {
  const t = useT();
  // A CMS page may hold more than one newsletter block: ids must not collide.
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
            {title || t('layout.newsletter.title')}
          </h2>
          {!withText ? null : text ? (
            <div className="newsletter__text">{text}</div>
          ) : (
            <p className="newsletter__text">{t('layout.newsletter.text')}</p>
          )}
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
