import useSWR from 'swr';
import { ApiError } from '../api/fetch-json';
import { useShell } from '../shell-context';

export const USER_KEY = '/api/v1/user';

/** The slice of SPEC 3 User the browser shows (types only: no zod in the browser). */
export interface UserView {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  groups: string[];
  isBusiness: boolean;
  businessName: string | null;
  tin: string | null;
  vatin: string | null;
  newsletter: boolean;
  address: { street: string; city: string; postcode: string; countryCode: string } | null;
  attributes: { custom: { formalTitle: 'Mr' | 'Mrs' | null; dateOfBirth: string | null; ICDPH: string | null } };
}

/**
 * The logged-in user from `/api/v1/user`, seeded from a loader's copy (`fallback`) so pages that
 * already have it never refetch on hydration. A 401 means the session ended (SPEC 4).
 */
export function useUser(fallback?: UserView) {
  const { loggedIn } = useShell();
  const { data, error, mutate, isLoading } = useSWR<{ data: UserView }>(loggedIn ? USER_KEY : null, {
    fallbackData: fallback ? { data: fallback } : undefined,
    revalidateOnMount: !fallback,
    shouldRetryOnError: false,
  });
  const expired = error instanceof ApiError && error.status === 401;
  return { user: expired ? undefined : data?.data, expired, mutate, isLoading };
}
