import { createContext, useContext, type CSSProperties, type ReactElement, type ReactNode } from 'react';

/**
 * The server's store of markup it has rendered before (worker/render/fragment-memo.ts). Only the
 * worker provides one; in the browser there is none and every part renders as usual.
 */
export interface RenderedFragments {
  /**
   * The inner markup of `element` (a host element whose children are the part) rendered before under
   * the same key and shell, or undefined; on undefined the store remembers the element, renders it
   * on its own after the page and keeps its inner markup for the next page.
   */
  innerHtml(key: string, element: ReactElement): string | undefined;
  /**
   * What names this page's data for its parts (RenderedOnce's `memoKey`): set only when the data is a
   * view shared by every request it answers (worker/loaders/view-memo.ts), so the same key is the
   * same data. Null or absent: the page's parts are rendered as usual.
   */
  readonly pageKey?: string | null;
  /**
   * What names `value` when it is (in) a view shared by every request it answers (the catalogue
   * listing, its filters and state), else null: a part drawn from such views alone is keyed by them.
   */
  sharedKey?(value: object): string | null;
}

export const RenderedFragmentsContext = createContext<RenderedFragments | null>(null);

type HostTag = 'article' | 'nav' | 'div' | 'section' | 'aside';

/** `memoKey` of a part drawn from the page's shared data alone: `name` per page key, none without one. */
export const perPage =
  (name: string) =>
  (f: RenderedFragments): string | null =>
    f.pageKey ? `${name} ${f.pageKey}` : null;

/**
 * A part of the page whose markup is a pure function of `memoKey` and the shell (the product box,
 * the main menu, the footer's columns), rendered by React once per key and isolate instead of once per page.
 * The server writes the host element with the stored inner markup; the browser renders the children
 * as usual and hydrates them against that markup, which is byte for byte what they render (worker
 * test `rendered-once`). So the part must read nothing but its props and the shell (no router, no
 * cookies, no clock) and use no `useId` (ids depend on the tree around it).
 * `memoKey` is a function: the browser never builds the key.
 */
export function RenderedOnce({
  as: Tag,
  hostProps,
  memoKey,
  children,
}: {
  as: HostTag;
  hostProps: Record<string, string | number | CSSProperties | undefined>;
  /**
   * null: this instance is not memoised (it carries something the key cannot describe). A part of a
   * page whose markup is a pure function of the page's payload and the shell (the product page's buy
   * box and sections) is keyed by the store's `pageKey`, when it has one (issue 28).
   */
  memoKey: (fragments: RenderedFragments) => string | null;
  children: ReactNode;
}) {
  const fragments = useContext(RenderedFragmentsContext);
  const key = fragments ? memoKey(fragments) : null;
  const html = key === null ? undefined : fragments?.innerHtml(key, <Tag {...hostProps}>{children}</Tag>);
  return html === undefined ? (
    <Tag {...hostProps}>{children}</Tag>
  ) : (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: markup React itself rendered from the same element and key (worker/render/fragment-memo.ts)
    <Tag {...hostProps} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
