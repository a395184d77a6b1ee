import { SWRConfig } from 'swr';
import { SHELL_DATA_ELEMENT_ID, type PagePayload } from '../shared/page-payload';
import type { ShellView } from '../shared/shell-view';
import { RouterProvider } from './router/router';
import { PageOutlet } from './router/page-outlet';
import { ShellProvider } from './shell-context';
import { NotificationsProvider } from './shell/notifications';
import { Layout } from './shell/layout';
import { fetchJson } from './api/fetch-json';
import { RenderedFragmentsContext, type RenderedFragments } from './shell/rendered-once';
import type { ReactNode } from 'react';

export interface AppProps {
  shell: ShellView;
  /** A promise while the server streams; the parsed payload when the browser hydrates. */
  payload: PagePayload | Promise<PagePayload>;
  /** The CSP nonce (server: from the request; browser: read back from the entry script). */
  nonce: string;
  /** Server only: markup of parts rendered before (client/shell/rendered-once.tsx). */
  fragments?: RenderedFragments | null;
  /**
   * Server only: the shell's data block, serialised once per shared shell (worker/render/shell-view.ts,
   * serializeShellForScript). The browser hydrates the element without it, as the head's script.
   */
  shellJson?: string;
  /**
   * Server only: the head's inline script (worker/render/head-script.ts). The browser hydrates the
   * element without it (React does not rewrite a hydrated element's inner HTML), so its text ships
   * once, in the HTML, and not again in the entry bundle.
   */
  headScript?: string;
}

/**
 * Everything a part of the page may read besides its props: the page, the shell, SWR, notifications.
 * The worker renders a memoised part on its own inside these too (worker/render/fragment-memo.ts).
 */
export function AppProviders({
  shell,
  payload,
  children,
}: Pick<AppProps, 'shell' | 'payload'> & { children: ReactNode }) {
  return (
    <SWRConfig value={{ fetcher: fetchJson, revalidateOnFocus: false, dedupingInterval: 2000 }}>
      <ShellProvider shell={shell}>
        <NotificationsProvider>
          <RouterProvider initial={payload} defaultLocale={shell.defaultLocale}>
            {children}
          </RouterProvider>
        </NotificationsProvider>
      </ShellProvider>
    </SWRConfig>
  );
}

/** The whole document, rendered by the worker and hydrated by the browser from the same props. */
export function App({ shell, payload, nonce, fragments = null, shellJson = '', headScript = '' }: AppProps) {
  return (
    <html lang={shell.locale}>
      <head>
        <meta charSet="utf-8" />
        {/* Before the entry, run as it is parsed: whether the page is being left (chunk-reload.ts), the tap made before hydration (hydration.ts). */}
        <script
          nonce={nonce}
          suppressHydrationWarning
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script of ours, allowed by the nonce
          dangerouslySetInnerHTML={{ __html: headScript }}
        />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#7a2e4d" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {shell.assets.baseCss.map((href) => (
          <link key={href} rel="stylesheet" href={href} precedence="base" />
        ))}
        <script type="module" src={shell.assets.entry} nonce={nonce} />
        {/* The message table the entry reads before hydrating: fetched beside the entry, not after it. */}
        <link rel="preload" href={shell.messagesPath} as="fetch" crossOrigin="anonymous" />
      </head>
      <body>
        <RenderedFragmentsContext.Provider value={fragments}>
          <AppProviders shell={shell} payload={payload}>
            <Layout>
              <PageOutlet />
            </Layout>
          </AppProviders>
        </RenderedFragmentsContext.Provider>
        <script
          type="application/json"
          id={SHELL_DATA_ELEMENT_ID}
          suppressHydrationWarning
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON data block, escaped for a script element by serializeShellForScript
          dangerouslySetInnerHTML={{ __html: shellJson }}
        />
      </body>
    </html>
  );
}
