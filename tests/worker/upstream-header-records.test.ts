import type { Context } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv, Session } from '../../worker/env';
import { UPSTREAM_HEADER, upstreamHeaderRecord } from '../../worker/upstream/upstream-headers';

/**
 * The upstream headers of a request (worker/upstream/upstream-headers.ts): a record without the
 * shopper's credentials is shared by every request with the same inputs (built once per isolate);
 * one with credentials belongs to its request alone and never reaches another.
 */
function requestWith(session: Session, currency = 'EUR', locale = 'sk'): Context<AppEnv> {
  const vars: Record<string, unknown> = {
    domain: { code: 'sk', defaultLocale: 'sk', translationVariant: 'default' },
    locale,
    currency,
    session,
  };
  return { get: (name: string) => vars[name] } as unknown as Context<AppEnv>;
}

describe('upstream header records', () => {
  it('two anonymous requests share one record; another currency gets its own', () => {
    const first = upstreamHeaderRecord(requestWith({ groups: [] }));
    const second = upstreamHeaderRecord(requestWith({ groups: [] }));
    expect(second).toBe(first);
    expect(first[UPSTREAM_HEADER.currency]).toBe('EUR');
    const czk = upstreamHeaderRecord(requestWith({ groups: [] }, 'CZK'));
    expect(czk).not.toBe(first);
    expect(czk[UPSTREAM_HEADER.currency]).toBe('CZK');
  });

  it("a signed-in shopper's token stays in that request's record and never reaches an anonymous one", () => {
    const signedIn = upstreamHeaderRecord(requestWith({ token: 'secret-token', groups: ['vip'], variant: 'b' }));
    expect(signedIn.authorization).toBe('Bearer secret-token');
    expect(signedIn[UPSTREAM_HEADER.userGroups]).toBe('vip');
    const someoneElse = upstreamHeaderRecord(requestWith({ token: 'other-token', groups: ['vip'], variant: 'b' }));
    expect(someoneElse.authorization).toBe('Bearer other-token');
    const anonymous = upstreamHeaderRecord(requestWith({ groups: [] }));
    expect(anonymous.authorization).toBeUndefined();
    expect(anonymous[UPSTREAM_HEADER.userGroups]).toBeUndefined();
  });

  it('a guest cart token is sent for its own request only; a credential-free read of it is shared', () => {
    const guest = upstreamHeaderRecord(requestWith({ guestToken: 'guest-1', groups: [] }));
    expect(guest[UPSTREAM_HEADER.guestToken]).toBe('guest-1');
    const otherGuest = upstreamHeaderRecord(requestWith({ guestToken: 'guest-2', groups: [] }));
    expect(otherGuest[UPSTREAM_HEADER.guestToken]).toBe('guest-2');
    const publicRead = upstreamHeaderRecord(requestWith({ guestToken: 'guest-1', groups: [] }), { anonymous: true });
    expect(publicRead[UPSTREAM_HEADER.guestToken]).toBeUndefined();
    expect(publicRead).toBe(upstreamHeaderRecord(requestWith({ groups: [] }), { anonymous: true }));
  });

  it("a signed-in shopper's groups and variant keep their credential-free reads apart from everyone's", () => {
    const vip = upstreamHeaderRecord(requestWith({ token: 't', groups: ['vip'], variant: 'b' }), { anonymous: true });
    expect(vip.authorization).toBeUndefined();
    expect(vip[UPSTREAM_HEADER.userGroups]).toBe('vip');
    expect(vip).not.toBe(upstreamHeaderRecord(requestWith({ groups: [] }), { anonymous: true }));
  });
});
