/**
 * SPEC 3 content blocks. Products of the products / curated-guide-products blocks come from the loader
 * (looked up server-side), keyed by product id. Blocks after the first screen get `content-visibility:
 * auto` so the browser skips their layout until they are scrolled near; images below are lazy.
 * Unknown block types render nothing (spec 8).
 */
import type { CSSProperties, ReactNode } from 'react';
import type {
  BenefitBlock,
  BigTitleBlock,
  CategoriesBlock,
  ContentBlock,
  CuratedGuideProductsBlock,
  CuratedGuidesBlock,
  ProductsBlock,
  QuoteBlock,
  TextBoxesBlock,
  UspBlock,
} from '../../../shared/contracts/content';
import { NewsletterBlock } from '../../shell/newsletter-block';
import { RenderedOnce } from '../../shell/rendered-once';
import { CdnImage } from '../image/cdn-image';
import { ProductBox } from '../product/product-box';
import type { ProductBoxView } from '../product/product-box-view';
import { RichText } from '../rich-text/rich-text';
import { linkAttrs, safeHref } from '../rich-text/safe-href';
import type { BlocksView } from './content-views';
import { Collapsible } from './page-parts';

/** CMS colours only as plain hex or a simple name: nothing that could carry more CSS. */
function cssColor(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  const v = value.trim();
  return /^#[0-9a-f]{3,8}$/i.test(v) || /^[a-z]{3,20}$/i.test(v) ? v : undefined;
}

function colors(background: string | null | undefined, text: string | null | undefined): CSSProperties | undefined {
  const style: CSSProperties = {};
  const bg = cssColor(background);
  const fg = cssColor(text);
  if (bg) style.backgroundColor = bg;
  if (fg) style.color = fg;
  return bg || fg ? style : undefined;
}

function SafeLink({
  href,
  className,
  style,
  children,
}: {
  href: string | null | undefined;
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
}) {
  const link = safeHref(href);
  if (!link)
    return (
      <span className={className} style={style}>
        {children}
      </span>
    );
  return (
    <a className={className} style={style} {...linkAttrs(link)}>
      {children}
    </a>
  );
}

const BENEFIT_ICONS: Record<string, string> = { check: '✓', exclamation: '!', question: '?', quotes: '“' };

function Benefit({ block }: { block: BenefitBlock }) {
  return (
    <section className="cb-benefit">
      {block.title ? <h2 className="cb-title">{block.title}</h2> : null}
      <ul className="cb-benefit__list">
        {block.benefit_body.map((item, i) =>
          BENEFIT_ICONS[item.icon_type] ? (
            <li key={i} className={`cb-benefit__item cb-benefit__item--${item.icon_type}`}>
              <span className="cb-benefit__icon" aria-hidden="true">
                {BENEFIT_ICONS[item.icon_type]}
              </span>
              <RichText content={item.content} />
            </li>
          ) : null,
        )}
      </ul>
    </section>
  );
}

function BigTitle({ block }: { block: BigTitleBlock }) {
  return (
    <section className="cb-big-title" style={colors(block.background_color, block.text_color)}>
      <h2 className="cb-big-title__title">{block.title}</h2>
      {block.text ? <p className="cb-big-title__text">{block.text}</p> : null}
    </section>
  );
}

function Categories({ block }: { block: CategoriesBlock }) {
  return (
    <section className="cb-categories" style={colors(block.colors.background_color, block.colors.text_color)}>
      <h2 className="cb-title">{block.block_title}</h2>
      <ul className="cb-categories__grid">
        {block.top_categories.map((c) => (
          <li key={c.category_id}>
            <SafeLink className="cb-categories__item" href={c.path}>
              <CdnImage path={c.image?.path} alt="" size={{ width: 160, height: 160 }} sizes="160px" />
              <span className="cb-categories__name">{c.title}</span>
            </SafeLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

function ProductGrid({ ids, products }: { ids: number[]; products: Record<string, ProductBoxView> }) {
  const found = ids.map((id) => products[String(id)]).filter((p): p is ProductBoxView => p !== undefined);
  if (found.length === 0) return null;
  return (
    <ul className="cb-products__grid">
      {found.map((p) => (
        <li key={p.id}>
          <ProductBox product={p} showQuantity={false} />
        </li>
      ))}
    </ul>
  );
}

function Products({ block, products }: { block: ProductsBlock; products: Record<string, ProductBoxView> }) {
  return (
    <section className="cb-products">
      <h2 className="cb-title">{block.block_title}</h2>
      <ProductGrid ids={block.product_reference.map((r) => r.product_id)} products={products} />
    </section>
  );
}

function CuratedGuideProducts({
  block,
  products,
}: {
  block: CuratedGuideProductsBlock;
  products: Record<string, ProductBoxView>;
}) {
  return (
    <section className="cb-guide-products">
      <h2 className="cb-title">{block.title}</h2>
      <RichText content={block.content} />
      {block.benefit_line.length > 0 ? (
        <ul className="cb-guide-products__benefits">
          {block.benefit_line.map((b, i) => (
            <li key={i}>{b}</li>
          ))}
        </ul>
      ) : null}
      <h3 className="cb-guide-products__list-title">{block.products_list_title}</h3>
      <ProductGrid ids={block.product_reference.map((r) => r.product_id)} products={products} />
    </section>
  );
}

function CuratedGuides({ block }: { block: CuratedGuidesBlock }) {
  if (block.guides.length === 0) return null;
  return (
    <section className="cb-guides">
      <h2 className="cb-title">{block.block_title}</h2>
      <ul className="cb-guides__grid">
        {block.guides.map((g) => (
          <li key={g._id}>
            <a className="cb-guides__card" href={`/sprievodca/${encodeURIComponent(g.slug)}`}>
              <CdnImage
                path={g.image?.path}
                alt=""
                size={{ width: 400, height: 240 }}
                sizes="(max-width: 767px) 100vw, 400px"
              />
              <span className="cb-guides__title">{g.title}</span>
              {g.perex ? <span className="cb-guides__perex">{g.perex}</span> : null}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Quote({ block }: { block: QuoteBlock }) {
  return (
    <figure className="cb-quote">
      {block.image ? (
        <CdnImage
          className="cb-quote__image"
          path={block.image.path}
          alt=""
          size={{ width: 96, height: 96 }}
          sizes="96px"
        />
      ) : null}
      <div>
        <blockquote className="cb-quote__text">
          <p>{block.quote}</p>
        </blockquote>
        {block.author ? (
          <figcaption className="cb-quote__author">
            <strong>{block.author}</strong>
            {block.author_position ? <span>, {block.author_position}</span> : null}
          </figcaption>
        ) : null}
      </div>
    </figure>
  );
}

const BUTTON_STYLES = new Set(['primary', 'secondary', 'outline', 'link']);

function TextBoxes({ block }: { block: TextBoxesBlock }) {
  return (
    <section className="cb-text-boxes" style={colors(block.background_color, null)}>
      {block.block_title ? <h2 className="cb-title">{block.block_title}</h2> : null}
      <div className="cb-text-boxes__grid">
        {block.boxes.map((box, i) => (
          <div key={i} className="cb-text-boxes__box" style={colors(box.background_color, box.text_color)}>
            {box.image ? (
              <CdnImage
                path={box.image.path}
                alt={box.image.alt ?? ''}
                size={{ width: 560, height: 320 }}
                sizes="(max-width: 767px) 100vw, 560px"
              />
            ) : null}
            <div className="cb-text-boxes__body">
              <h3>{box.title}</h3>
              <RichText content={box.text} />
              {box.buttons.length > 0 ? (
                <div className="cb-text-boxes__buttons">
                  {box.buttons.map((b, j) => (
                    <SafeLink
                      key={j}
                      href={b.link}
                      className={`button cb-button cb-button--${BUTTON_STYLES.has(b.style) ? b.style : 'primary'}`}
                      style={colors(b.background_color, b.text_color)}
                    >
                      {b.text}
                    </SafeLink>
                  ))}
                </div>
              ) : null}
            </div>
          </div>
        ))}
      </div>
    </section>
  );
}

const USP_ICONS: Record<string, string> = {
  package: '📦',
  truck: '🚚',
  chat: '💬',
  return: '↩',
  check: '✓',
  gift: '🎁',
  lock: '🔒',
};

function Usp({ block }: { block: UspBlock }) {
  return (
    <section className="cb-usp">
      {block.block_title ? <h2 className="cb-title">{block.block_title}</h2> : null}
      <ul className="cb-usp__list">
        {block.items.map((u) => {
          const body = (
            <>
              <span className="cb-usp__icon" aria-hidden="true">
                {USP_ICONS[u.icon] ?? '✓'}
              </span>
              <span className="cb-usp__text">
                <strong className="cb-usp__title">{u.title}</strong>
                {u.description ? <span className="cb-usp__description">{u.description}</span> : null}
              </span>
            </>
          );
          return (
            <li key={u._id}>
              {u.path ? (
                <SafeLink className="cb-usp__item" href={u.path}>
                  {body}
                </SafeLink>
              ) : (
                <div className="cb-usp__item">{body}</div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** Layout blocks of the original CMS (not in the contract yet): a row of blocks, product and category boxes. */
type LayoutBlock =
  | { _id: string; type: 'row'; blocks?: unknown[] }
  | { _id: string; type: 'productBoxes'; product_reference?: { product_id: number }[]; block_title?: string }
  | { _id: string; type: 'categoryBoxes'; top_categories?: CategoriesBlock['top_categories']; block_title?: string };

function Block({
  block,
  products,
}: {
  block: ContentBlock | LayoutBlock;
  products: Record<string, ProductBoxView>;
}): ReactNode {
  switch (block.type) {
    case 'benefit':
      return <Benefit block={block} />;
    case 'big_title':
      return <BigTitle block={block} />;
    case 'categories':
      return <Categories block={block} />;
    case 'collapsible':
      return (
        <section className="cb-collapsible">
          <Collapsible title={block.title}>
            <RichText content={block.text} />
          </Collapsible>
        </section>
      );
    case 'curated_guide_products':
      return <CuratedGuideProducts block={block} products={products} />;
    case 'curated_guides':
      return <CuratedGuides block={block} />;
    case 'newsletter':
      return (
        <NewsletterBlock
          withText={block.newsletter_type === 'with_text'}
          title={block.title}
          text={block.text ? <RichText content={block.text} /> : null}
        />
      );
    case 'products':
      return <Products block={block} products={products} />;
    case 'quote':
      return <Quote block={block} />;
    case 'text':
      return (
        <section className="cb-text">
          <RichText content={block.content} />
        </section>
      );
    case 'text_boxes':
      return <TextBoxes block={block} />;
    case 'usp':
      return <Usp block={block} />;
    case 'row': {
      const children = Array.isArray(block.blocks) ? (block.blocks as (ContentBlock | LayoutBlock)[]) : [];
      return (
        <div className="cb-row">
          {children.map((child, i) => (
            <div key={child?._id ?? i} className="cb-row__cell">
              <Block block={child} products={products} />
            </div>
          ))}
        </div>
      );
    }
    case 'productBoxes':
      return (
        <section className="cb-products">
          {block.block_title ? <h2 className="cb-title">{block.block_title}</h2> : null}
          <ProductGrid ids={(block.product_reference ?? []).map((r) => r.product_id)} products={products} />
        </section>
      );
    case 'categoryBoxes':
      return (
        <Categories
          block={{
            _id: block._id,
            type: 'categories',
            block_title: block.block_title ?? '',
            colors: { background_color: null, text_color: null },
            top_categories: block.top_categories ?? [],
          }}
        />
      );
    default:
      return null;
  }
}

/** Renders a list of content blocks. `eagerCount` blocks render normally; later ones are deferred. */
export function ContentBlocks({ view, eagerCount = 2 }: { view: BlocksView; eagerCount?: number }) {
  return (
    <div className="content-blocks">
      {view.blocks.map((block, i) => (
        // The worker writes a block drawn from a shared view (worker/loaders/cms-content.ts: the
        // blocks and their products; a content page spreads the view into its own) from markup kept
        // per view (issue 28), but a newsletter block, whose form fields take ids from their place.
        <RenderedOnce
          key={block._id ?? i}
          as="div"
          hostProps={{
            className: `content-block content-block--${block.type}${i >= eagerCount ? ' content-block--deferred' : ''}`,
            // A block the CMS served in its fallback locale says so (issue 16.3): screen readers and
            // hyphenation read it in its own language inside a page of another.
            lang: 'lang' in block ? block.lang : undefined,
          }}
          memoKey={(f) => {
            const views = [f.sharedKey?.(view.blocks), f.sharedKey?.(view.products)];
            return views[0] && views[1] && block.type !== 'newsletter'
              ? `block ${views.join(' ')} ${i} ${eagerCount}`
              : null;
          }}
        >
          <Block block={block} products={view.products} />
        </RenderedOnce>
      ))}
    </div>
  );
}
