import type { GlossaryTermPageData } from './page';
import type { Crumb } from '../../client/components/content-blocks/content-views';
import { termBySlugQuery } from '../../shared/contracts/content-queries';
import { createUpstreams } from '../../worker/upstream/create-upstreams';
import { contentMeta } from '../../worker/loaders/content-meta';
import { gqlVars } from '../../worker/loaders/cms-content';
import type { PageLoader } from '../../worker/loaders/page-loader';

/** /eroticky-vykladovy-slovnik/{slug}: one term with its explanation (DefinedTerm JSON-LD). */
export const loader: PageLoader<GlossaryTermPageData> = async ({ c, url, params }) => {
  const slug = params.slug;
  if (!slug || !/^[a-z0-9-]{1,120}$/.test(slug)) return { kind: 'not-found' };
  const { content } = createUpstreams(c);
  const { term } = await content.graphql(termBySlugQuery.document, gqlVars(c, { slug }), termBySlugQuery.result, {
    kind: 'page',
  });
  if (!term) return { kind: 'not-found' };
  const glossaryTitle = c.get('t')('content.glossary.title');
  const crumbs: Crumb[] = [{ title: glossaryTitle, href: '/eroticky-vykladovy-slovnik' }, { title: term.title }];
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'DefinedTerm',
    name: term.title,
    ...(term.perex ? { description: term.perex } : {}),
    inDefinedTermSet: `https://${c.get('domain').canonicalHost}/eroticky-vykladovy-slovnik`,
  };
  return {
    kind: 'ok',
    data: { title: term.title, perex: term.perex, content: term.content, crumbs },
    meta: contentMeta(c, url, {
      title: term.title,
      description: term.perex,
      pageMeta: term.page_meta,
      crumbs,
      jsonLd: [jsonLd],
    }),
  };
};
