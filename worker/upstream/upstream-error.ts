/** Why an upstream call gave no usable answer. */
export type UpstreamFailure = 'network' | 'timeout' | 'http' | 'invalid';

/**
 * One error type for every upstream problem, so loaders and the proxy handle them alike.
 * `status` is the upstream's HTTP status for 'http', else 502 (network, invalid) or 504 (timeout).
 */
export class UpstreamError extends Error {
  override name = 'UpstreamError';
  constructor(
    readonly kind: UpstreamFailure,
    readonly status: number,
    readonly url: string,
    message: string,
    /** The upstream's JSON error body for 'http' (spec envelope `{ errors: [...] }`), if any. */
    readonly body?: unknown,
  ) {
    super(message);
  }

  get isNotFound(): boolean {
    return this.kind === 'http' && this.status === 404;
  }
}
