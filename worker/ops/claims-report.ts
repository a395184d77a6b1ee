/**
 * `GET /__ops/claims/:domain` (`npm run ops -- claims <site>`): the products whose environmental
 * claim names no certification (Directive (EU) 2024/825; shared/product-claims.ts), which the shop
 * hides until the store names one. An ops person fixes the data in the store, not the code.
 *
 * Read from the catalogue as the site sees it (its default locale and currency): the tags the whole
 * catalogue uses, then, for each tag that is an environmental claim (by code or by text), every
 * product carrying it, page by page.
 */
import type { Context } from 'hono';
import { CatalogStateSchema } from '../../shared/contracts/catalog';
import { STORE_HEADERS } from '../../shared/contracts/store';
import { isEnvironmentalClaim, unbackedClaims } from '../../shared/product-claims';
import type { DomainConfig } from '../config/domain-config';
import type { AppEnv } from '../env';
import { upstreamFetch } from '../upstream/upstream-fetch';
import type { ClaimsAnswer } from './claims-contract';

const PER_PAGE = 100;
const MAX_PAGES = 500;
const TIMEOUT_MS = 10_000;

export async function claimsReport(c: Context<AppEnv>, site: DomainConfig): Promise<ClaimsAnswer> {
  const headers = {
    [STORE_HEADERS.domain]: site.code,
    [STORE_HEADERS.locale]: site.defaultLocale,
    [STORE_HEADERS.currency]: site.defaultCurrency,
    accept: 'application/json',
  };
  const state = async (query: Record<string, string>) => {
    const url = `${site.upstreams.content}/catalog/v2/state?${new URLSearchParams({ scope: 'virtual', perPage: String(PER_PAGE), ...query })}`;
    const res = await upstreamFetch(c.env, url, { headers }, { timeoutMs: TIMEOUT_MS });
    if (!res.ok) throw new Error(`catalogue answered HTTP ${res.status} for ${url}`);
    return CatalogStateSchema.parse(await res.json());
  };
  const all = await state({ page: '1' });
  const claimTags = all.filters.tags.filter(isEnvironmentalClaim);
  const unbacked = new Map<number, ClaimsAnswer['unbacked'][number]>();
  for (const tag of claimTags)
    for (let page = 1; page <= MAX_PAGES; page++) {
      const answer = await state({ vcTags: tag.code, page: String(page) });
      for (const product of answer.products) {
        const bare = unbackedClaims(product.tags);
        if (bare.length)
          unbacked.set(product.id, {
            id: product.id,
            code: product.catalogCode,
            name: product.name,
            slug: product.slug,
            tags: bare.map((t) => t.code),
          });
      }
      if (page >= answer.lastPage) break;
    }
  return {
    domain: site.code,
    claimTags: claimTags.map(({ code, text, count }) => ({ code, text, count })),
    unbacked: [...unbacked.values()].sort((a, b) => a.id - b.id),
  };
}
