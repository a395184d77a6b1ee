import type { ComponentType } from 'react';

/** What every page component receives: its loader's data and the matched route. */
export interface PageProps<Data = unknown> {
  data: Data;
  params: Record<string, string>;
  /** Normalised path + search of this page. */
  url: string;
  status: number;
}

export type PageComponent<Data = unknown> = ComponentType<PageProps<Data>>;
// biome-ignore lint/suspicious/noExplicitAny: a registry of every page: each entry's data type is its own page's, checked where the page is defined
export type PageModule = { default: PageComponent<any> };
