import { useState } from 'react';
import { PREFERENCE_FIELD, PREFERENCE_FORM_PATH } from '../../shared/preference-form';
import { rememberClosedId } from '../browser-cookies';
import { useShell, useT } from '../shell-context';
import { RenderedOnce } from './rendered-once';

/**
 * SPEC 2 optional top banner, above the header. The worker sends it only when enabled for this site
 * and not closed; closing it is remembered in the `closed-modals` cookie (SPEC 9 persists the top
 * banner's closed state), so the server does not render it again and nothing flashes. Its own chunk
 * (./top-banner.tsx): pages without a banner never fetch it. Until that chunk has hydrated, the close
 * button is a plain form to `POST /__preference` (same cookie, 303 back): the first tap always works.
 */
export default function TopBannerView() {
  const { topBanner, path } = useShell();
  const t = useT();
  const [open, setOpen] = useState(true);
  if (!topBanner || !open) return null;
  const { link, text, background, closeId } = topBanner;
  return (
    <RenderedOnce
      as="aside"
      hostProps={{
        className: 'top-banner',
        'aria-label': t('layout.topBanner.label'),
        style: background ? { background } : undefined,
        'data-testid': 'top-banner',
      }}
      // The shell's banner and the page's path (its close form's way back): written from markup kept
      // per shell and path on the server (rendered-once.tsx), as shown before any tap.
      memoKey={() => `top-banner ${path}`}
    >
      <p className="container top-banner__inner">
        {link ? (
          <a href={link.href} {...(link.external ? { target: '_blank', rel: 'noopener' } : {})}>
            {text}
          </a>
        ) : (
          text
        )}
      </p>
      <form
        className="top-banner__close-form"
        method="post"
        action={PREFERENCE_FORM_PATH}
        onSubmit={(event) => {
          event.preventDefault();
          rememberClosedId(closeId);
          setOpen(false);
        }}
      >
        <input type="hidden" name={PREFERENCE_FIELD.close} value={closeId} />
        <input type="hidden" name={PREFERENCE_FIELD.back} value={path} />
        <button type="submit" className="top-banner__close" aria-label={t('layout.topBanner.close')}>
          ×
        </button>
      </form>
    </RenderedOnce>
  );
}
