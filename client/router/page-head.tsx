import { serializeForScript, type PageMeta } from '../../shared/page-payload';
import { SocialHead } from './social-head';

/** Title, description, canonical, robots and JSON-LD; React 19 hoists these into <head>. */
export function PageHead({ meta }: { meta: PageMeta }) {
  const robots = [meta.noindex ? 'noindex' : 'index', meta.nofollow ? 'nofollow' : 'follow'].join(',');
  return (
    <>
      <title>{meta.title}</title>
      {meta.description ? <meta name="description" content={meta.description} /> : null}
      <meta name="robots" content={robots} />
      {meta.canonical ? <link rel="canonical" href={meta.canonical} /> : null}
      {(meta.alternates ?? []).map((a) => (
        <link key={a.hreflang} rel="alternate" hrefLang={a.hreflang} href={a.href} />
      ))}
      <SocialHead meta={meta} />
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
