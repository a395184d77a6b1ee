/**
 * The certification behind a seeded product's "eco" tag (Directive (EU) 2024/825: a generic
 * environmental claim needs a recognised certification or label). Deterministic per product id (its
 * own PRNG stream, so no other seeded field moves): cotton lingerie carries GOTS, natural oils
 * COSMOS Organic or NATRUE, other products the EU Ecolabel; about a third of the eco-tagged products
 * name none, so the shop hides their claim and `npm run ops -- claims` lists them.
 */
import { SeededRandom, seedFor } from './prng';
import type { ProductDoc } from './product-generator';

export const CERTIFICATIONS = {
  gots: { name: 'GOTS', url: 'https://global-standard.org/' },
  cosmos: { name: 'COSMOS Organic', url: 'https://www.cosmos-standard.org/' },
  natrue: { name: 'NATRUE', url: 'https://natrue.org/' },
  ecolabel: {
    name: 'EU Ecolabel',
    url: 'https://environment.ec.europa.eu/topics/circular-economy/eu-ecolabel_en',
  },
} as const;

export type Certification = (typeof CERTIFICATIONS)[keyof typeof CERTIFICATIONS];

export function ecoCertification(doc: Pick<ProductDoc, 'id' | 'materialId' | 'tags'>): Certification | null {
  if (!doc.tags.includes('eco')) return null;
  const rng = new SeededRandom(seedFor(doc.id, 12));
  if (rng.chance(0.35)) return null;
  if (doc.materialId === 3004) return CERTIFICATIONS.gots;
  if (doc.materialId === 3008) return rng.chance(0.5) ? CERTIFICATIONS.cosmos : CERTIFICATIONS.natrue;
  return CERTIFICATIONS.ecolabel;
}
