import { createContext, useContext } from 'react';
import { renderToString } from 'react-dom/server';
import { PageHead } from '../../client/router/page-head';
import type { PageMeta } from '../../shared/page-payload';
import { isSharedView } from '../loaders/view-memo';
import { KeptMarkup, type StoredBytes } from './stored-bytes';

/**
 * Set above a whole document (page-app.tsx) when the worker writes the page's head tags itself: its
 * title, description, keywords, robots, canonical, alternates and social cards go at the end of
 * <head> outside React (document-ends.ts), from markup kept per shared meta (worker/loaders/
 * view-memo.ts), instead of React writing some 30 tags, a third of a listing's pieces of markup,
 * on every view (issue 28). The browser never hydrates these tags: it removes them before its first
 * client-rendered page and renders its own (client/router/page-head-slot.tsx).
 */
export const HeadTagsWrittenOutside = createContext(false);

/** The head tags' renderer the worker registers (page-head-slot.tsx): none where they are written outside React. */
export function ServerPageHead({ meta }: { meta: PageMeta }) {
  return useContext(HeadTagsWrittenOutside) ? null : <PageHead meta={meta} />;
}

/** A shared meta's tags: rendered once per meta object (a shared view is read-only). */
const kept = new KeptMarkup<PageMeta>();

/**
 * The page's head tags as markup, rendered by React (its escaping) as it would inside the document;
 * a shared meta's as a marker of their kept bytes when the answer writes into `stored`.
 */
export function pageHeadElements(meta: PageMeta, stored?: StoredBytes | null): string {
  const render = () => renderToString(<PageHead meta={meta} />);
  return isSharedView(meta) ? kept.written(meta, render, stored) : render();
}
