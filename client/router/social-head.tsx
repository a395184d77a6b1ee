import type { PageMeta } from '../../shared/page-payload';

/** Open Graph and Twitter card tags of a page (built by the worker: worker/render/social-meta.ts). */
export function SocialHead({ meta }: { meta: PageMeta }) {
  const social = meta.social;
  return (
    <>
      <meta property="og:title" content={meta.title} />
      {meta.description ? <meta property="og:description" content={meta.description} /> : null}
      {social ? (
        <>
          <meta property="og:type" content={social.type} />
          <meta property="og:url" content={social.url} />
          <meta property="og:site_name" content={social.siteName} />
          <meta property="og:locale" content={social.locale} />
          {social.localeAlternates.map((l) => (
            <meta key={l} property="og:locale:alternate" content={l} />
          ))}
          <meta property="og:image" content={social.image.url} />
          <meta property="og:image:width" content={String(social.image.width)} />
          <meta property="og:image:height" content={String(social.image.height)} />
          <meta property="og:image:alt" content={social.image.alt} />
          <meta name="twitter:card" content="summary_large_image" />
          <meta name="twitter:title" content={meta.title} />
          {meta.description ? <meta name="twitter:description" content={meta.description} /> : null}
          <meta name="twitter:image" content={social.image.url} />
          <meta name="twitter:image:alt" content={social.image.alt} />
        </>
      ) : meta.image ? (
        <meta property="og:image" content={meta.image} />
      ) : null}
    </>
  );
}
