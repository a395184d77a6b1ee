import { useLayoutEffect } from 'react';
import type { PageMeta } from '../../shared/page-payload';
import { PageHead } from './page-head';

/**
 * Head tags the server rendered for the first page; React does not own them, so they are removed by
 * hand. The first page's JSON-LD is among them: the worker writes it at the end of <head>, outside
 * React (worker/render/document-ends.ts); a page rendered here puts its own in the page.
 */
const SERVER_HEAD_TAGS =
  'title,meta[name=description],meta[name=keywords],meta[name=robots],link[rel=canonical],link[hreflang],meta[property^="og:"],meta[name^="twitter:"],script[type="application/ld+json"]';

/** The server's tags, taken as this module loads: before the browser has rendered any of its own. */
let serverHeadTags: Element[] | null = [...document.head.querySelectorAll(SERVER_HEAD_TAGS)];

function dropServerHeadTags(): void {
  for (const element of serverHeadTags ?? []) element.remove();
  serverHeadTags = null;
}

/**
 * The head tags of a page rendered in the browser (registered by client/router/navigation.ts for
 * the first client-side navigation). The first to be committed takes the server's tags' place in the
 * same commit: removed any earlier, the tab had no title until the next page was rendered.
 */
export function ClientPageHead({ meta }: { meta: PageMeta }) {
  useLayoutEffect(dropServerHeadTags, []);
  return <PageHead meta={meta} />;
}
