import type { ShownTag } from '../../../shared/product-claims';

/**
 * A product tag as a badge. An environmental claim comes only with the certification behind it
 * (shared/product-claims.ts), named beside the claim; on the product page (`linked`) the name links to
 * the certification's page. A box names it only: its badges sit in a clipped strip over the picture,
 * where a link could take focus unseen, and the box's own link leads to that page.
 */
export function TagBadge({ tag, linked = false }: { tag: ShownTag; linked?: boolean }) {
  return (
    <span className={`badge${tag.certification ? ' badge--claim' : ''}`} style={{ background: tag.color }}>
      {tag.text}
      {tag.certification ? (
        <>
          {' · '}
          {linked ? (
            <a className="badge__certification" href={tag.certification.url} data-testid="claim-certification">
              {tag.certification.name}
            </a>
          ) : (
            <span className="badge__certification">{tag.certification.name}</span>
          )}
        </>
      ) : null}
    </span>
  );
}
