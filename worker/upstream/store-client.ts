import { JsonClient } from './json-client';

/**
 * The store API (spec 7 "Store API", base `upstreams.store`, e.g. .../api/v1). Answers are
 * envelopes: pass `storeEnvelope(XSchema)` / `storeListEnvelope(XSchema)` from shared/contracts/store.ts.
 *
 *   const { data } = await store.get('/products/12', { include: 'variants' }, storeEnvelope(ProductSchema), { kind: 'product' });
 */
export class StoreClient extends JsonClient {}
