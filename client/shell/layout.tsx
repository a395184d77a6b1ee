import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { clientPart, lazyPart } from '../router/chunk-reload';
import { PAGE_ANNOUNCER_ID, usePagePayload, useRouter } from '../router/router-context';
import { useShell, useT } from '../shell-context';
import { CookieConsent } from './cookie-consent';
import { EntryModals } from './entry-modals';
import { FlashMessages } from './flash-messages';
import { Footer } from './footer';
import { Header } from './header';
import { LanguageBanner } from './language-banner';
import { NavigationProgress } from './navigation-progress';
import { NewsletterBlock } from './newsletter-block';
import { OfflineNotice } from './offline-notice';
import { ShellAnswersProvider } from './shell-answers';
import { TopBanner } from './top-banner';

const AddToCartFromUrlEffect = lazyPart(() =>
  import('../components/product/add-to-cart-from-url').then((m) => m.default),
);

/** SPEC 2 `?addToCart=`: its code loads only once a URL carries the parameter. */
function AddToCartFromUrl() {
  const { payload } = useRouter();
  const url = payload instanceof Promise ? null : payload.url;
  const [wanted, setWanted] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-check the query string on every navigation (url), which the effect reads from window.location
  useEffect(() => {
    if (/[?&]addtocart=/i.test(window.location.search)) setWanted(true);
  }, [url]);
  return wanted ? (
    <Suspense fallback={null}>
      <AddToCartFromUrlEffect />
    </Suspense>
  ) : null;
}

/** SPEC 1/4 comparison's entry: loaded after hydration, only where the store has comparison on. */
const CompareEntry = clientPart(() => import('../compare/compare-entry').then((m) => m.default));
function Compare() {
  return useShell().settings.compare ? <CompareEntry /> : null;
}

/** The layout's newsletter block, unless the page shows its own (issue 32: one block per page). */
function LayoutNewsletter() {
  return usePagePayload().meta.ownNewsletter ? null : <NewsletterBlock />;
}

/** SPEC 2 shared layout, in document order. */
export function Layout({ children }: { children: ReactNode }) {
  const t = useT();
  // The answers wrap the page too: a page may ask for consent (the category video, issue 18.3).
  return (
    <ShellAnswersProvider>
      <a className="skip-link" href="#main">
        {t('shell.skipToContent')}
      </a>
      <NavigationProgress />
      <noscript>
        <div className="noscript-notice">{t('layout.noJs')}</div>
      </noscript>
      {/* Before the header: in the flow when the store puts it at the top; fixed at the bottom otherwise. */}
      <CookieConsent />
      <TopBanner />
      <Header />
      {children}
      {/* After the page, with it: a page with a newsletter block of its own shows only that one. */}
      <Suspense fallback={null}>
        <LayoutNewsletter />
      </Suspense>
      <Footer />
      <LanguageBanner />
      <EntryModals />
      <AddToCartFromUrl />
      <Compare />
      <FlashMessages />
      <OfflineNotice />
      {/* Names the page after each client navigation (client/router/navigation.ts); empty until then. */}
      <p id={PAGE_ANNOUNCER_ID} className="visually-hidden" aria-live="polite" aria-atomic="true" />
    </ShellAnswersProvider>
  );
}
