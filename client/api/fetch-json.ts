import type { StoreErrorLike } from '../../shared/store-error-codes';
import { isOffline, OfflineError, writeKind } from './offline';

/**
 * An API failure: SPEC 8's `data.errors[0]`. `title` is the store's English text, for logs only;
 * pages show `storeErrorText(t, error.item)` (shared/store-error-message.ts).
 */
export class ApiError extends Error {
  /** The first error item's code, field, status and parameters. */
  readonly item: StoreErrorLike;
  constructor(
    readonly status: number,
    readonly title: string | undefined,
    readonly field: string | undefined,
    readonly body: unknown,
  ) {
    super(title ?? `HTTP ${status}`);
    this.item = { status, ...(body as { errors?: StoreErrorLike[] } | undefined)?.errors?.[0] };
  }
}

interface ErrorBody {
  errors?: { title?: string; field?: string }[];
  error?: string;
}

/** JSON over the worker's same-origin proxy; cookies carry auth (HttpOnly), never JS. */
export async function fetchJson<T = unknown>(url: string, init: RequestInit = {}): Promise<T> {
  const headers = new Headers(init.headers);
  headers.set('accept', 'application/json');
  if (init.body && !headers.has('content-type')) headers.set('content-type', 'application/json');
  // Offline, a write is not sent (client/api/offline.ts); a request that fails because the browser
  // went offline is an OfflineError too, which the notifier leaves to the offline notice.
  const method = (init.method ?? 'GET').toUpperCase();
  const kind = method === 'GET' || method === 'HEAD' ? 'read' : writeKind(url);
  if (kind !== 'read' && isOffline()) throw new OfflineError(kind);
  let response: Response;
  try {
    response = await fetch(url, { ...init, headers, credentials: 'same-origin' });
  } catch (error) {
    if (isOffline()) throw new OfflineError(kind);
    throw error;
  }
  const text = await response.text();
  let body: unknown;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
  }
  if (!response.ok) {
    const first = (body as ErrorBody | undefined)?.errors?.[0];
    throw new ApiError(response.status, first?.title ?? (body as ErrorBody | undefined)?.error, first?.field, body);
  }
  return body as T;
}

/** JSON body for a mutation through the proxy. */
export function sendJson<T = unknown>(
  url: string,
  method: 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  body?: unknown,
): Promise<T> {
  return fetchJson<T>(url, { method, body: body === undefined ? undefined : JSON.stringify(body) });
}
