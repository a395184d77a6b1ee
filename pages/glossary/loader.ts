import type { GlossaryPageData } from './page';
import type { Crumb } from '../../client/components/content-blocks/content-views';
import { termsQuery } from '../../shared/contracts/content-queries';
import { createUpstreams } from '../../worker/upstream/create-upstreams';
import { contentMeta } from '../../worker/loaders/content-meta';
import { gqlVars } from '../../worker/loaders/cms-content';
import type { PageLoader } from '../../worker/loaders/page-loader';

/** /eroticky-vykladovy-slovnik: every term (spec 9: limit 1000) grouped by first letter, with an A–Z index. */
export const loader: PageLoader<GlossaryPageData> = async ({ c, url }) => {
  const { content } = createUpstreams(c);
  const { terms } = await content.graphql(termsQuery.document, gqlVars(c, { limit: 1000 }), termsQuery.result, {
    kind: 'page',
  });
  const collator = new Intl.Collator(c.get('locale') === 'de' ? 'de' : c.get('locale') === 'cs' ? 'cs' : 'sk');
  const groups = new Map<string, { title: string; href: string; perex: string | null }[]>();
  for (const term of [...terms].sort((a, b) => collator.compare(a.title, b.title))) {
    const letter = (term.letter || term.title.charAt(0)).toLocaleUpperCase(c.get('locale'));
    const list = groups.get(letter) ?? [];
    list.push({
      title: term.title,
      href: `/eroticky-vykladovy-slovnik/${encodeURIComponent(term.slug)}`,
      perex: term.perex,
    });
    groups.set(letter, list);
  }
  const letters = [...groups.keys()].sort((a, b) => collator.compare(a, b));
  const title = c.get('t')('content.glossary.title');
  const crumbs: Crumb[] = [{ title }];
  return {
    kind: 'ok',
    data: {
      title,
      groups: letters.map((letter) => ({ letter, terms: groups.get(letter)! })),
      total: terms.length,
      crumbs,
    },
    meta: contentMeta(c, url, { title, crumbs }),
  };
};
