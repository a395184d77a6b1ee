/** Users and sessions: bearer tokens from `POST /api/oauth/login`, user rows and their contract view. */
import type { User } from '../../../shared/contracts/store';
import { randomToken } from './passwords';
import { fail, nowIso, type StoreContext } from './store-context';

export const SESSION_TTL_S = 7 * 24 * 3600; // SPEC 6: auth cookie lives 7 days

export interface UserRow {
  id: number;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  groups_json: string;
  credits: number;
  doc: string;
  created_at: string;
}

export interface UserDoc {
  phone?: string | null;
  address?: { street: string; city: string; postcode: string; countryCode: string } | null;
  business?: { name: string; tin: string; vatin: string | null } | null;
  newsletter?: boolean;
  custom?: { formalTitle?: 'Mr' | 'Mrs' | null; dateOfBirth?: string | null; ICDPH?: string | null };
  targitoId?: string | null;
}

export const userDoc = (row: UserRow): UserDoc => JSON.parse(row.doc) as UserDoc;
export const userGroups = (row: UserRow): string[] => JSON.parse(row.groups_json) as string[];

/** Price-list variant per group set: business users see another price list (SPEC 6). */
export const variantHashFor = (groups: string[]) => (groups.includes('b2b') ? 'b2b' : 'default');

export function userView(row: UserRow): User {
  const doc = userDoc(row);
  const groups = userGroups(row);
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    phone: doc.phone ?? null,
    groups,
    variantHash: variantHashFor(groups),
    isBusiness: Boolean(doc.business),
    businessName: doc.business?.name ?? null,
    tin: doc.business?.tin ?? null,
    vatin: doc.business?.vatin ?? null,
    newsletter: doc.newsletter ?? false,
    address: doc.address ?? null,
    attributes: {
      custom: {
        formalTitle: doc.custom?.formalTitle ?? null,
        dateOfBirth: doc.custom?.dateOfBirth ?? null,
        ICDPH: doc.custom?.ICDPH ?? null,
      },
      targito: doc.targitoId ? { id: doc.targitoId } : [],
    },
    createdAt: row.created_at,
  };
}

export function bearerToken(c: StoreContext): string | null {
  const header = c.req.header('authorization');
  const match = header?.match(/^Bearer\s+(.+)$/i);
  return match?.[1]?.trim() || null;
}

/** The logged-in user, or null for guests. An unknown or expired token is treated as a guest. */
export async function currentUser(c: StoreContext): Promise<UserRow | null> {
  const token = bearerToken(c);
  if (!token) return null;
  return c.env.DB.prepare(
    'SELECT u.* FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.token = ? AND s.expires_at > ?',
  )
    .bind(token, Math.floor(Date.now() / 1000))
    .first<UserRow>();
}

/** 401 when not logged in (SPEC 4: a 401 on user load clears authentication). */
export async function requireUser(c: StoreContext): Promise<UserRow> {
  const user = await currentUser(c);
  if (!user) return fail(401, 'Please log in first', undefined, 'login_required');
  return user;
}

export async function createSession(db: D1Database, userId: number): Promise<string> {
  const token = randomToken(32);
  await db
    .prepare('INSERT INTO sessions (token, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)')
    .bind(token, userId, nowIso(), Math.floor(Date.now() / 1000) + SESSION_TTL_S)
    .run();
  return token;
}

export async function issueUserToken(db: D1Database, email: string, kind: 'reset' | 'activation'): Promise<string> {
  const token = randomToken(24);
  await db
    .prepare('INSERT INTO user_tokens (token, email, kind, created_at) VALUES (?, ?, ?, ?)')
    .bind(token, email.toLowerCase(), kind, nowIso())
    .run();
  return token;
}
