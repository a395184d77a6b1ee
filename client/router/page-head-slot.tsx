import type { ComponentType } from 'react';
import { serializeForScript, type PageMeta } from '../../shared/page-payload';

type PageHeadComponent = ComponentType<{ meta: PageMeta }>;

/**
 * The head tags' renderer (./page-head.tsx): registered by the worker at start, and in the browser
 * only once a client-side navigation needs new tags. Until then the browser renders none: the tags
 * React hoisted into <head> on the server stay as they are (hydration does not claim hoisted tags),
 * and their code stays out of the first-load bundle.
 */
let pageHead: PageHeadComponent | null = null;

export function registerPageHead(component: PageHeadComponent): void {
  pageHead = component;
}

/**
 * The page's head tags (once a renderer is there) and its JSON-LD, which stays in the page's markup
 * (when the page data carries it: a page the browser rendered, or one the server streamed).
 */
export function PageHeadSlot({ meta }: { meta: PageMeta }) {
  const Head = pageHead;
  return (
    <>
      {Head ? <Head meta={meta} /> : null}
      {(meta.jsonLd ?? []).map((item, i) => (
        <script
          key={i}
          type="application/ld+json"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD data block, escaped for a script element by serializeForScript
          dangerouslySetInnerHTML={{ __html: serializeForScript(item) }}
        />
      ))}
    </>
  );
}
