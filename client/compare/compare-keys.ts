/**
 * SPEC 4/9 product comparison, the names the first-load code shares with the comparison's own chunk
 * (client/compare/compare-dock.tsx): the localStorage key of the compared ids, and the window event
 * that asks the layout to load that chunk (a compare button was tapped).
 */
export const COMPARE_STORAGE_KEY = 'compared-products';
export const COMPARE_EVENT = 'compare-request';
