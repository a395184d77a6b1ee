import { Suspense } from 'react';
import { PREFERENCE_FIELD, PREFERENCE_FORM_PATH } from '../../shared/preference-form';
import { pathFor } from '../../shared/route-paths';
import { useShell, useT } from '../shell-context';
import { MenuAnchor } from './main-menu';
import { FooterWidgets } from './server-rendered-parts';
import { RenderedOnce } from './rendered-once';
import { useShellAnswers } from './shell-answers';

export function Footer() {
  const shell = useShell();
  const t = useT();
  const { openConsentSettings } = useShellAnswers();
  const year = 2026;
  return (
    <footer className="site-footer">
      {/* The columns are the shell's alone: rendered once per shell (the languages row below is the page's). */}
      <RenderedOnce as="div" hostProps={{ className: 'container site-footer__grid' }} memoKey={() => 'footer-columns'}>
        {shell.menus.footer.map((column, i) => (
          <nav key={i} className="site-footer__column" aria-label={column[0]?.title ?? t('layout.footer.information')}>
            <ul>
              {column.map((item) => (
                <li key={item.id}>
                  <MenuAnchor item={item} />
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div className="site-footer__column site-footer__contact">
          <h2 className="site-footer__heading">{t('layout.footer.contactUs')}</h2>
          {shell.contact.phone ? (
            <a href={`tel:${shell.contact.phone.replace(/\s+/g, '')}`}>{shell.contact.phone}</a>
          ) : null}
          {shell.contact.email ? <a href={`mailto:${shell.contact.email}`}>{shell.contact.email}</a> : null}
          {shell.contact.address ? <p>{shell.contact.address}</p> : null}
          {/* The withdrawal function, on every page under the label the law asks for (CRD Art. 11a). */}
          <a href={pathFor('withdrawal')} data-testid="footer-withdrawal">
            {t('withdrawal.link')}
          </a>
          {/* The accessibility statement (European Accessibility Act), on every page. */}
          <a href={pathFor('accessibility')} data-testid="footer-accessibility">
            {t('accessibility.title')}
          </a>
        </div>
        <div className="site-footer__column">
          <h2 className="site-footer__heading">{t('shell.sites')}</h2>
          <ul>
            {shell.sites.map((site) => (
              <li key={site.code}>
                <a href={site.url} hrefLang={site.code === 'cz' ? 'cs' : 'sk'}>
                  {site.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </RenderedOnce>
      {/* The badge widgets and the page's other languages (a chunk of their own, below the fold). */}
      <Suspense fallback={null}>
        <FooterWidgets />
      </Suspense>
      <div className="container site-footer__bottom">
        <p>
          © {year} {shell.siteName}. {t('shell.adultsOnly')}
        </p>
        {/* Consent can be changed or withdrawn at any time: once hydrated the button reopens the banner's
            settings; before that, or with scripts blocked, the form forgets the answer and the page
            the shopper returns to asks again (worker/preferences/preference-form.ts). */}
        <form className="site-footer__consent-form" method="post" action={PREFERENCE_FORM_PATH}>
          <input type="hidden" name={PREFERENCE_FIELD.back} value={shell.path} />
          <button
            type="submit"
            name={PREFERENCE_FIELD.reopenConsent}
            value="1"
            className="site-footer__consent"
            onClick={(event) => {
              event.preventDefault();
              openConsentSettings(event.currentTarget);
            }}
          >
            {t('layout.cookieConsent.reopen')}
          </button>
        </form>
      </div>
    </footer>
  );
}
