/**
 * Product manuals (SPEC 1: the feature is on): the demo's massage devices (categories of kind `toy`)
 * come with a user manual, a PDF under the store's download path (`/image/download/{fileKey}`). Derived
 * from the product, not stored or drawn from the seed's random streams, so adding manuals changed no
 * other seeded field. The size is the byte length of the file the download answers.
 */
import type { ProductManual } from '../../../shared/contracts/store';
import { demoDownload } from '../images/demo-pdf';
import { categoryById, type ProductDoc } from '../seed/product-generator';
import type { Locale } from './store-context';

const MANUAL_TITLE: Record<Locale, string> = {
  sk: 'Návod na použitie',
  cs: 'Návod k použití',
  de: 'Gebrauchsanleitung',
};

/** File sizes by key, per isolate (product views run for every listing; the file is the same each time). */
const sizes = new Map<string, number>();
function sizeOf(fileKey: string): number {
  let size = sizes.get(fileKey);
  if (size === undefined) {
    size = demoDownload(fileKey).body.length;
    if (sizes.size >= 10_000) sizes.clear();
    sizes.set(fileKey, size);
  }
  return size;
}

export function productManuals(doc: Pick<ProductDoc, 'categoryId' | 'code'>, locale: Locale): ProductManual[] {
  if (categoryById.get(doc.categoryId)?.kind !== 'toy') return [];
  const fileKey = `manuals/${doc.code.toLowerCase()}-${locale}.pdf`;
  return [{ fileKey, title: MANUAL_TITLE[locale], mimeType: 'application/pdf', size: sizeOf(fileKey) }];
}
