import type { ProductManual } from '../../shared/contracts/store';
import type { Locale } from '../../shared/i18n/locales';

/** A manual as the product page links it: the download URL, its title and "PDF, 1,2 MB". */
export interface ManualLink {
  href: string;
  title: string;
  /** File type and size, in the shopper's number format. */
  info: string;
}

const UNITS = ['B', 'kB', 'MB', 'GB'] as const;
/** Number formats per locale and decimals, made once per isolate. */
const formats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: Locale, decimals: number): Intl.NumberFormat {
  const key = `${locale}:${decimals}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: decimals });
    formats.set(key, format);
  }
  return format;
}

/** 712 → "712 B", 1_234 → "1,2 kB", 5_300_000 → "5,3 MB" (sk, cs, de write a decimal comma): decimal units, one decimal above bytes. */
export function fileSizeText(bytes: number, locale: Locale): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < UNITS.length - 1) {
    value /= 1000;
    unit++;
  }
  const number = numberFormat(locale, unit === 0 ? 0 : 1).format(value);
  return `${number} ${UNITS[unit]}`;
}

/** The file type a shopper knows: PDF for application/pdf, else the file's extension in capitals. */
export function fileTypeText(manual: Pick<ProductManual, 'fileKey' | 'mimeType'>): string {
  if (manual.mimeType === 'application/pdf') return 'PDF';
  const extension = /\.([A-Za-z0-9]{1,8})$/.exec(manual.fileKey)?.[1];
  return extension ? extension.toUpperCase() : manual.mimeType;
}

/** SPEC 1 product manuals, SPEC 7 "File downloads from ... the store image/download path". */
export function manualLinks(manuals: readonly ProductManual[] | undefined, locale: Locale): ManualLink[] {
  return (manuals ?? []).map((m) => ({
    href: `/image/download/${m.fileKey.split('/').map(encodeURIComponent).join('/')}`,
    title: m.title,
    info: `${fileTypeText(m)}, ${fileSizeText(m.size, locale)}`,
  }));
}
