import { preloadablePart } from '../../router/chunk-reload';

/** Issue 30.4: "add to a shopping list" on its own (the cart's lines), a chunk guests never fetch. */
export const AddToList = preloadablePart(() => import('./add-to-list').then((m) => m.default));
