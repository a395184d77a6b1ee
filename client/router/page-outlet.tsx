import { Suspense, useEffect, type ReactNode } from 'react';
import { markLive } from './hydration';
import { PAGE_DATA_ELEMENT_ID, serializeForScript, type PagePayload } from '../../shared/page-payload';
import { useShell } from '../shell-context';
import { pageComponent } from './page-registry';
import { PageHeadSlot } from './page-head-slot';
import { usePagePayload, useRouter } from './router-context';
import { PageSkeletonSlot } from '../skeletons/page-skeleton-slot';

/**
 * The page area: streams behind Suspense so the shell (header, menu, footer) flushes first, with
 * the skeleton of the coming page's kind meanwhile; a client navigation shows it too.
 */
export function PageOutlet() {
  const { loadingPath } = useRouter();
  const { path } = useShell();
  const skeleton = <PageSkeletonSlot path={loadingPath ?? path} />;
  return (
    <main id="main" className="page" tabIndex={-1}>
      <Suspense fallback={skeleton}>
        <PageContent loading={loadingPath ? skeleton : null} />
      </Suspense>
    </main>
  );
}

/** The page on screen, or (`loading`) the coming page's skeleton under the shown page's head tags: the tab keeps its title. */
function PageContent({ loading }: { loading: ReactNode }) {
  const payload = usePagePayload();
  const shell = useShell();
  const Page = pageComponent(payload.page);
  const css = shell.assets.pageCss[payload.page];
  return (
    <>
      <PageHeadSlot meta={payload.meta} />
      {loading ?? (
        <>
          {/* React 19 hoists this into <head> and holds the boundary until it is loaded: no unstyled flash. */}
          {css ? <link rel="stylesheet" href={css} precedence="page" /> : null}
          <Page data={payload.data} params={payload.params} url={payload.url} status={payload.status} />
          <PagePayloadScript payload={payload} />
          <PageHydrated />
        </>
      )}
    </>
  );
}

/**
 * Inside the page's boundary, after the page: its effect runs once the page itself has hydrated.
 * React hydrates the shell first and the page's boundary later, at a lower priority; only from here
 * does every control of the page answer (client/router/hydration.ts). A journey that typed after the
 * shell alone had hydrated typed into the server's HTML.
 */
function PageHydrated() {
  useEffect(() => markLive('page'), []);
  return null;
}

/** The loader data, once, for hydration. A data block (not executed), escaped against breaking out. */
function PagePayloadScript({ payload }: { payload: PagePayload }) {
  // Exactly the payload's fields (the server's object may carry render-only extras, such as the
  // block itself, written before the render: worker/render/page-data-block.ts).
  const { page, route, params, url, status, meta, data, dataBlock } = payload;
  return (
    <script
      type="application/json"
      id={PAGE_DATA_ELEMENT_ID}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON data block, escaped for a script element by serializeForScript
      dangerouslySetInnerHTML={{
        __html: dataBlock ?? serializeForScript({ page, route, params, url, status, meta, data } satisfies PagePayload),
      }}
    />
  );
}
