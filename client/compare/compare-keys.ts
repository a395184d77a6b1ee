/**
 * SPEC 4/9 product comparison, the names the first-load code shares with the comparison's own chunk
 * (client/compare/compare-dock.tsx): the localStorage key of the compared ids, the window event
 * that asks for that chunk (a compare button was tapped), and the mark a tap leaves on the document
 * for an entry that loads after it (client/compare/compare-entry.tsx).
 */
export const COMPARE_STORAGE_KEY = 'compared-products';
export const COMPARE_EVENT = 'compare';
/** `document.documentElement.dataset[COMPARE_TAPPED]`: set by a tap, read by the entry when it mounts. */
export const COMPARE_TAPPED = 'compareTapped';
