import type { PageMeta } from '../../shared/page-payload';
import { SocialHead } from './social-head';

/**
 * Title, description, keywords, robots, canonical, alternates and the social cards; React 19 hoists these into
 * <head>. The worker renders them on every page; the browser loads this module only for its first
 * client-side navigation (client/router/page-head-slot.tsx), since a full load's head is already right.
 */
export function PageHead({ meta }: { meta: PageMeta }) {
  const robots = [meta.noindex ? 'noindex' : 'index', meta.nofollow ? 'nofollow' : 'follow'].join(',');
  return (
    <>
      <title>{meta.title}</title>
      {meta.description ? <meta name="description" content={meta.description} /> : null}
      {meta.keywords ? <meta name="keywords" content={meta.keywords} /> : null}
      <meta name="robots" content={robots} />
      {meta.canonical ? <link rel="canonical" href={meta.canonical} /> : null}
      {(meta.alternates ?? []).map((a) => (
        <link key={a.hreflang} rel="alternate" hrefLang={a.hreflang} href={a.href} />
      ))}
      <SocialHead meta={meta} />
    </>
  );
}
