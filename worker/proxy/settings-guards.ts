import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { pathFor } from '../../shared/route-paths';
import { loadShellData } from '../upstream/shell-data';
import { apiError } from './api-errors';
import type { Guard } from './proxy-guard';

/**
 * SPEC 1 "guest carts ... and availability watchers exist and depend on settings": the store's
 * `settings.functions` (globals, the cached shell data) switch them; these guards hold the proxy to
 * them, whatever a page (an old one, or a script) sends.
 */

/** The store's feature switches, or null when the globals cannot be had (the store then decides). */
async function functionsOf(c: Context<AppEnv>) {
  return (await loadShellData(c).catch(() => null))?.globals.settings.functions ?? null;
}

/**
 * With guest carts off, a visitor who is not logged in gets no cart: the writes that would start one
 * (and so a guest cart token) answer 401 `login_required` without an upstream call, naming the login
 * page in `params.login`: the browser shows it with a link there (client/hooks/cart-writes.ts).
 */
export const loginUnlessGuestCarts: Guard = async (c, call) => {
  if (c.get('session').token) return call.forward(call.text);
  if ((await functionsOf(c))?.guest_carts !== false) return call.forward(call.text);
  c.header('cache-control', 'no-store');
  return c.json(
    {
      errors: [
        {
          title: 'Log in to shop: this store keeps no carts for visitors',
          status: 401,
          code: 'login_required',
          params: { login: pathFor('login') },
        },
      ],
    },
    401,
  );
};

/** With availability watchers off, a watch request is refused (404: the store offers none). */
export const watchersOn: Guard = async (c, call) => {
  if ((await functionsOf(c))?.watchers === false) return apiError(c, 404, 'Availability watchers are switched off');
  return call.forward(call.text);
};
