import { useState } from 'react';
import { ContentBlocks } from '../../client/components/content-blocks/content-blocks';
import type { BlocksView } from '../../client/components/content-blocks/content-views';
import { imageSrcSet, imageUrl } from '../../shared/image-url';
import { CdnImage } from '../../client/components/image/cdn-image';
import { perPage, RenderedOnce } from '../../client/shell/rendered-once';
import { useShell, useT } from '../../client/shell-context';
import type { PageProps } from '../../client/router/page-props';

export interface HomePageData {
  title: string;
  banners: {
    id: string;
    title: string;
    texts: string[];
    url: string | null;
    buttonText: string | null;
    desktop: { path: string; alt: string };
    mobile: { path: string; alt: string } | null;
  }[];
  infoBoxes: { id: string; color: string; text: string; link: string | null }[];
  topCategories: {
    title: string;
    items: { key: string; title: string; href: string; imagePath: string | null }[];
    links: { title: string; href: string; external: boolean }[];
  } | null;
  usps: { key: string; title: string; description: string | null }[];
  /** CMS wide banners, enabled only, heaviest first; `link` already made safe (shared/links.ts). */
  wideBanners: {
    id: string;
    title: string;
    link: { href: string; target: '_blank' | null; rel: 'noopener' | null } | null;
    desktop: { path: string; alt: string };
    mobile: { path: string; alt: string } | null;
    /** A hex colour behind the picture, or null. */
    background: string | null;
  }[];
  blocks: BlocksView;
}

// 2× must stay within the CDN's 2000 px limit.
const BANNER_DESKTOP = { width: 1000, height: 325 };
const BANNER_MOBILE = { width: 390, height: 300 };
const WIDE = '(min-width: 768px)';
const BANNER_SIZES = { desktop: BANNER_DESKTOP, mobile: BANNER_MOBILE };
/** Wide banners: a 5:1 strip on a desktop, 2:1 on a phone (2× within the CDN limit). */
const WIDE_BANNER_SIZES = { desktop: { width: 1200, height: 240 }, mobile: { width: 390, height: 195 } };

/**
 * A home banner: the phone picture, and the desktop one as a media source of the same <picture>, so a
 * browser downloads only the one it shows (two <picture>s, one hidden by CSS, made a phone fetch the
 * hidden desktop banner at high priority). Lives here, not in CdnImage: only the home page needs it.
 */
function BannerPicture({
  desktop,
  mobile,
  priority,
  sizes: { desktop: desktopSize, mobile: mobileSize } = BANNER_SIZES,
}: {
  desktop: { path: string; alt: string };
  mobile: { path: string; alt: string };
  priority: boolean;
  sizes?: typeof BANNER_SIZES;
}) {
  const wide = { sizes: '(max-width: 1280px) 100vw, 1232px', ...desktopSize };
  const source = (webp: boolean) => (
    <source
      media={WIDE}
      type={webp ? 'image/webp' : undefined}
      srcSet={imageSrcSet(desktop.path, desktopSize, { style: 'banner', webp }) ?? undefined}
      {...wide}
    />
  );
  return (
    <picture className="cdn-image">
      {source(true)}
      {source(false)}
      <source
        type="image/webp"
        srcSet={imageSrcSet(mobile.path, mobileSize, { style: 'banner', webp: true }) ?? undefined}
        sizes="100vw"
      />
      <img
        src={imageUrl(mobile.path, { ...mobileSize, style: 'banner' }) ?? undefined}
        srcSet={imageSrcSet(mobile.path, mobileSize, { style: 'banner' }) ?? undefined}
        sizes="100vw"
        alt={mobile.alt}
        width={mobileSize.width}
        height={mobileSize.height}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        fetchPriority={priority ? 'high' : 'auto'}
      />
    </picture>
  );
}
const TOP_CATEGORY = { width: 160, height: 160 };

/** Home banners as a simple scroll-snap slider (no JS carousel): dots jump between slides. */
function Banners({ banners }: { banners: HomePageData['banners'] }) {
  const [active, setActive] = useState(0);
  if (banners.length === 0) return null;
  return (
    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: the carousel pattern (WAI-ARIA APG): a section described as a carousel
    <section className="home-banners" aria-roledescription="carousel">
      <div
        className="home-banners__track"
        onScroll={(e) => {
          const el = e.currentTarget;
          setActive(Math.round(el.scrollLeft / Math.max(1, el.clientWidth)));
        }}
      >
        {banners.map((b, i) => (
          <a key={b.id} id={`banner-${b.id}`} className="home-banner" href={b.url ?? undefined}>
            <span className="home-banner__image">
              <BannerPicture desktop={b.desktop} mobile={b.mobile ?? b.desktop} priority={i === 0} />
            </span>
            <span className="home-banner__text">
              <strong className="home-banner__title">{b.title}</strong>
              {b.texts.map((text, j) => (
                <span key={j}>{text}</span>
              ))}
              {b.buttonText ? <span className="button button--primary home-banner__button">{b.buttonText}</span> : null}
            </span>
          </a>
        ))}
      </div>
      {banners.length > 1 ? (
        <div className="home-banners__dots">
          {banners.map((b, i) => (
            // biome-ignore lint/a11y/useAnchorContent: a carousel dot link, named by aria-label
            <a
              key={b.id}
              href={`#banner-${b.id}`}
              className={`home-banners__dot${i === active ? ' home-banners__dot--active' : ''}`}
              aria-label={b.title}
              aria-current={i === active}
              onClick={(e) => {
                e.preventDefault();
                document
                  .getElementById(`banner-${b.id}`)
                  ?.scrollIntoView({ behavior: 'smooth', block: 'nearest', inline: 'start' });
              }}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}

/** The CMS wide banners: a picture strip each (phone variant when the CMS has one), linked when it has a link. */
function WideBanners({ banners }: { banners: HomePageData['wideBanners'] }) {
  if (banners.length === 0) return null;
  return (
    <ul className="wide-banners">
      {banners.map((b) => {
        const body = (
          <>
            <BannerPicture
              desktop={b.desktop}
              mobile={b.mobile ?? b.desktop}
              priority={false}
              sizes={WIDE_BANNER_SIZES}
            />
            <span className="wide-banner__title">{b.title}</span>
          </>
        );
        const style = b.background ? { background: b.background } : undefined;
        return (
          <li key={b.id}>
            {b.link ? (
              <a
                className="wide-banner"
                style={style}
                href={b.link.href}
                target={b.link.target ?? undefined}
                rel={b.link.rel ?? undefined}
              >
                {body}
              </a>
            ) : (
              <div className="wide-banner" style={style}>
                {body}
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** Home: banners, info boxes, top categories, USPs and the CMS content blocks. */
export default function HomePage({ data }: PageProps<HomePageData>) {
  const shell = useShell();
  const t = useT();
  return (
    <div className="home">
      <h1 className="visually-hidden">{data.title}</h1>
      {/* Banners, info boxes, USPs, wide banners and top categories read nothing but the page's data and
          the shell: kept per shared view (pages/home/loader.ts) and written from kept markup (issue 28). */}
      <RenderedOnce as="div" hostProps={{ className: 'container' }} memoKey={perPage('home-lead')}>
        <Banners banners={data.banners} />
        {data.infoBoxes.length ? (
          <ul className="info-boxes">
            {data.infoBoxes.map((box) => (
              <li key={box.id} className="info-box" style={{ ['--box-color' as string]: box.color }}>
                {box.link ? <a href={box.link}>{box.text}</a> : box.text}
              </li>
            ))}
          </ul>
        ) : null}
        {data.usps.length ? (
          <ul className="usps">
            {data.usps.map((u) => (
              <li key={u.key} className="usp">
                <span className="usp__icon" aria-hidden="true">
                  ✓
                </span>
                <span>
                  <strong>{u.title}</strong>
                  {u.description ? <span className="usp__text">{u.description}</span> : null}
                </span>
              </li>
            ))}
          </ul>
        ) : null}
        <WideBanners banners={data.wideBanners} />
        <section className="top-categories">
          <h2 className="section-title">{data.topCategories?.title ?? t('shell.home.categories')}</h2>
          <ul className="top-categories__grid">
            {(
              data.topCategories?.items ??
              shell.menus.main.map((m) => ({ key: m.id, title: m.title, href: m.path, imagePath: null }))
            ).map((item) => (
              <li key={item.key}>
                <a className="top-category" href={item.href} data-testid="top-category">
                  <CdnImage path={item.imagePath} alt="" size={TOP_CATEGORY} style="category" />
                  <span className="top-category__title">{item.title}</span>
                </a>
              </li>
            ))}
          </ul>
          {data.topCategories?.links.length ? (
            <ul className="top-categories__links">
              {data.topCategories.links.map((l) => (
                <li key={l.href}>
                  <a href={l.href} {...(l.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
                    {l.title}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      </RenderedOnce>
      {data.blocks.blocks.length ? (
        <div className="container">
          <ContentBlocks view={data.blocks} eagerCount={0} />
        </div>
      ) : null}
    </div>
  );
}
