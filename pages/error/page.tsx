import { useT } from '../../client/shell-context';
import type { PageProps } from '../../client/router/page-props';

const ERROR_KEYS = { 403: 'forbidden', 404: 'notFound', 500: 'serverError' } as const;

export interface ErrorPageData {
  status: 403 | 404 | 500;
}

/** SPEC 2/8 error pages: 404 "This page could not be found", 403, 500; always a way home. */
export default function ErrorPage({ data }: PageProps<ErrorPageData>) {
  const t = useT();
  const status = data.status;
  return (
    <section className="container error-page" data-status={status}>
      <p className="error-page__code">{status}</p>
      <h1 className="error-page__title">{t(`errors.${ERROR_KEYS[status]}.title`)}</h1>
      <p className="error-page__text">{t(`errors.${ERROR_KEYS[status]}.text`)}</p>
      <a className="button button--primary" href="/">
        {t('errors.fallback.homeLink')}
      </a>
    </section>
  );
}
