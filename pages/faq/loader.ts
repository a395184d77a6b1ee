import type { FaqPageData } from './page';
import type { Crumb } from '../../client/components/content-blocks/content-views';
import { faqQuery } from '../../shared/contracts/content-queries';
import { richTextToPlain } from '../../client/components/rich-text/rich-text';
import { createUpstreams } from '../../worker/upstream/create-upstreams';
import { contentMeta } from '../../worker/loaders/content-meta';
import { gqlVars } from '../../worker/loaders/cms-content';
import type { PageLoader } from '../../worker/loaders/page-loader';

/** /najcastejsie-dotazy: questions by group (weight descending from the CMS), FAQPage JSON-LD. */
export const loader: PageLoader<FaqPageData> = async ({ c, url }) => {
  const { content } = createUpstreams(c);
  const { faq } = await content.graphql(faqQuery.document, gqlVars(c), faqQuery.result, { kind: 'page' });
  const other = c.get('t')('content.faq.other');
  const groups: FaqPageData['groups'] = [];
  for (const q of faq) {
    const name = q.group?.trim() || other;
    let group = groups.find((g) => g.title === name);
    if (!group) groups.push((group = { title: name, questions: [] }));
    group.questions.push({ id: q._id, title: q.title, content: q.content });
  }
  const title = c.get('t')('content.faq.title');
  const crumbs: Crumb[] = [{ title }];
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faq.map((q) => ({
      '@type': 'Question',
      name: q.title,
      acceptedAnswer: { '@type': 'Answer', text: richTextToPlain(q.content, 1000) },
    })),
  };
  return {
    kind: 'ok',
    data: { title, groups, crumbs },
    meta: contentMeta(c, url, { title, crumbs, jsonLd: [jsonLd] }),
  };
};
