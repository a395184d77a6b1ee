/** Search folding: lower-case without diacritics, so "masazny" finds "Masážny" (stored folded in D1). */
export const foldForSearch = (s: string): string =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
