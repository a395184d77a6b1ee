import type { Context } from 'hono';
import { z } from 'zod';
import { ShipperSchema, storeEnvelope, type Shipper } from '../../shared/contracts/store';
import { holidayCalendarFor } from '../../shared/delivery-date';
import {
  carriersFromShippers,
  deliveryPromiseFor,
  promisesChangeAt,
  type Carrier,
  type DeliveryViewFor,
} from '../../shared/delivery-promise';
import type { AppEnv } from '../env';
import { showsUntil } from '../cache/shows-until';
import type { CurrencyFormat } from '../../shared/money';
import { shopperCurrency } from './shop-amounts';
import { loadShellData, type ShellData } from '../upstream/shell-data';
import { UpstreamError } from '../upstream/upstream-error';
import type { Upstreams } from '../upstream/create-upstreams';
import type { ProductCategoryPaths } from '../../client/components/product/product-href';
import { productCategoryPathsOf } from './product-paths';

/**
 * Delivery promises for the product views a loader builds (issue 31, SPEC 9 dates): "Expres dnes za
 * 6,90 €, kuriér zajtra za 3,90 €", worded here from the request's clock, the store's carriers and the
 * shopper's currency, so the browser only prints the text (shared/delivery-promise.ts).
 *
 * What it costs a page: no upstream call of its own. The carriers are the store's `/shippers` answer,
 * reference data in the read cache (its in-isolate copy keeps the validated answer, and the carriers
 * derived from it are kept per answer below); the currency's format comes from the shell data the
 * renderer reads anyway (KV, kept per isolate). Per request: one promise per distinct delay days of
 * the page's products (usually one or two), each four `nearestDeliveryDate` calls.
 */

/** Created once, so the read cache keeps the validated answer for it (per schema object). */
const SHIPPERS_ANSWER = storeEnvelope(z.array(ShipperSchema));

/** The store's carriers (cached reference data); none when the store fails: a page never fails for them. */
export async function loadShippers(upstreams: Upstreams): Promise<readonly Shipper[]> {
  try {
    const answer = await upstreams.store.get('/shippers', {}, SHIPPERS_ANSWER, { kind: 'reference', anonymous: true });
    return answer.data;
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    return [];
  }
}

// The answer object is the read cache's shared, read-only copy: what is derived from it is kept with it.
const carriersByAnswer = new WeakMap<readonly Shipper[], Carrier[]>();
function carriersOf(shippers: readonly Shipper[]): Carrier[] {
  let carriers = carriersByAnswer.get(shippers);
  if (!carriers) {
    carriers = carriersFromShippers(shippers);
    carriersByAnswer.set(shippers, carriers);
  }
  return carriers;
}

export interface DeliveryPromises {
  /** Delay days → the promise (null without carriers). */
  delivery: DeliveryViewFor;
  /** The carriers it was made from, for boxes the browser builds after load (product page extras). */
  carriers: Carrier[];
  /**
   * The wildcard-URL mode's category paths for the views' product links (./product-paths.ts; null:
   * the mode is off). Here because every loader that builds product views reads the shell through this.
   */
  categoryPaths: ProductCategoryPaths;
}

/**
 * The promise functions in force, per carriers answer and per country, locale and currency format.
 * A promise reads differently only from `promisesChangeAt` on (the next closing time or midnight:
 * the instant that already bounds every cached copy of a page showing one), so one function answers
 * every request from the second it was made until then: made a few times a day per isolate, not
 * once per request (four `nearestDeliveryDate` calls and the wording per delay days, 2 % of a product
 * page view in bench:cpu's profile, 11-27). Its identity lasting as long as its words is what lets
 * the views built from it (product-box-view.ts, the product page's view) be built once, not once a
 * second (issue 28). A clock behind the second it was made (a test's clock set back) makes a new one.
 */
const promisesInForce = new WeakMap<
  Carrier[],
  Map<string, { second: number; delivery: DeliveryViewFor; changesAt: number }>
>();

function currencyKey(f: CurrencyFormat): string {
  return `${f.code}|${f.symbol}|${f.symbolPlacement}|${f.decimalPlaces}|${f.decimalPoint}|${f.millesimalPoint}`;
}

/** Promises from what the loader already has: the carriers and the shell data. */
export function deliveryPromises(c: Context<AppEnv>, shippers: readonly Shipper[], shell: ShellData): DeliveryPromises {
  const carriers = carriersOf(shippers);
  const second = Math.floor(Date.now() / 1000);
  // The site ships within its home country: its holidays are the ones carriers keep.
  const country = c.get('domain').homeCountry;
  const currency = shopperCurrency(c, shell);
  const key = `${country}|${c.get('locale')}|${currencyKey(currency)}`;
  let perWords = promisesInForce.get(carriers);
  if (!perWords) promisesInForce.set(carriers, (perWords = new Map()));
  let kept = perWords.get(key);
  if (kept === undefined || second < kept.second || second * 1000 >= kept.changesAt) {
    kept = {
      second,
      delivery: deliveryPromiseFor(
        { now: new Date(second * 1000), carriers, calendar: holidayCalendarFor(country) },
        { t: c.get('t'), locale: c.get('locale'), currency },
      ),
      changesAt: promisesChangeAt(second * 1000, carriers),
    };
    perWords.set(key, kept);
  }
  // A copy of the page may be kept only until its promises read differently.
  showsUntil(c, kept.changesAt);
  return { carriers, delivery: kept.delivery, categoryPaths: productCategoryPathsOf(shell) };
}

/** Loads the carriers and the shell data (both cached) and makes the page's promises. */
export async function loadDeliveryPromises(c: Context<AppEnv>, upstreams: Upstreams): Promise<DeliveryPromises> {
  const [shippers, shell] = await Promise.all([loadShippers(upstreams), loadShellData(c)]);
  return deliveryPromises(c, shippers, shell);
}
