import { useCallback } from 'react';
import { AUTH_PATHS } from '../../shared/auth-paths';
import { useSWRConfig } from 'swr';
import { sendJson } from '../api/fetch-json';
import { CART_KEY } from './use-cart';

/** What the worker's login answers (the token itself stays in the HttpOnly cookie). */
export interface LoginUser {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  groups: string[];
}

/**
 * SPEC 4 auth through the worker: login (e-mail and password; login-as is confirmed on the login page) sets the
 * HttpOnly `apollo-token` cookie plus variant and groups cookies; logout clears them, resets the
 * user's cached data and reloads the cart.
 */
export function useAuth() {
  const { mutate } = useSWRConfig();

  const login = useCallback(async (email: string, password: string): Promise<LoginUser> => {
    const answer = await sendJson<{ data: { user: LoginUser } }>(AUTH_PATHS.login, 'POST', {
      email: email.trim(),
      password,
    });
    return answer.data.user;
  }, []);

  const logout = useCallback(async (): Promise<void> => {
    try {
      await sendJson(AUTH_PATHS.logout, 'POST');
    } finally {
      // Drop every personal answer (user, wishlist, lists, orders), then reload the cart.
      await mutate((key) => typeof key === 'string' && key.startsWith('/api/v1/user'), undefined, {
        revalidate: false,
      });
      await mutate(CART_KEY);
    }
  }, [mutate]);

  return { login, logout };
}
