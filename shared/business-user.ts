/**
 * SPEC 6 "business user" and "Business users see a different variant layout". A business user is a
 * logged-in shopper in one of the store's business customer groups (the groups travel signed with
 * the session: worker/middleware/read-session.ts). The demo store puts its company accounts in
 * `b2b` (demo-backend seed: firma@demo.sk), the business type the checkout names too (SPEC 3).
 */
export const BUSINESS_GROUPS: readonly string[] = ['b2b'];

export function isBusinessUser(session: { token?: string; groups: readonly string[] }): boolean {
  return !!session.token && session.groups.some((group) => BUSINESS_GROUPS.includes(group));
}
