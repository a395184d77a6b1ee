import type { ShownTag } from '../../../shared/product-claims';

/**
 * A product tag as a badge. An environmental claim comes only with the certification behind it
 * (shared/product-claims.ts), named beside the claim and linked to the certification's page.
 */
export function TagBadge({ tag }: { tag: ShownTag }) {
  return (
    <span className={`badge${tag.certification ? ' badge--claim' : ''}`} style={{ background: tag.color }}>
      {tag.text}
      {tag.certification ? (
        <>
          {' · '}
          <a className="badge__certification" href={tag.certification.url} data-testid="claim-certification">
            {tag.certification.name}
          </a>
        </>
      ) : null}
    </span>
  );
}
