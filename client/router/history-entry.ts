/**
 * The key of the history entry on screen. A popstate arrives with history.state already the entry
 * arrived at, so the router keeps the one it leaves here (set by every push, replace and popstate) to
 * record where the shopper left it (client/router/navigation.ts, Forward restores as Back does).
 */
export const shownEntry: { key: string | undefined } = { key: undefined };
