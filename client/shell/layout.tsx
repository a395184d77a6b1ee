import type { ReactNode } from 'react';
import { useT } from '../shell-context';
import { AddToCartFromUrl } from '../components/product/add-to-cart-from-url';
import { CookieConsent } from './cookie-consent';
import { EntryModals } from './entry-modals';
import { FlashMessages } from './flash-messages';
import { Footer } from './footer';
import { Header } from './header';
import { LanguageBanner } from './language-banner';
import { NavigationProgress } from './navigation-progress';
import { NewsletterBlock } from './newsletter-block';

/** SPEC 2 shared layout, in document order. */
export function Layout({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <>
      <a className="skip-link" href="#main">
        {t('shell.skipToContent')}
      </a>
      <NavigationProgress />
      <noscript>
        <div className="noscript-notice">{t('layout.noJs')}</div>
      </noscript>
      <Header />
      {children}
      <NewsletterBlock />
      <Footer />
      <CookieConsent />
      <LanguageBanner />
      <EntryModals />
      <AddToCartFromUrl />
      <FlashMessages />
    </>
  );
}
