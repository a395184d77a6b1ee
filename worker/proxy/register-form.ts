import type { Context } from 'hono';
import { z } from 'zod';
import { checkForm, formFieldOf, type MessageRef } from '../../client/components/account/form-rules';
import {
  REGISTER_ALIASES,
  REGISTER_CHECKBOXES,
  REGISTER_FIELDS,
  REGISTER_RULES,
  SECRET_REGISTER_FIELDS,
  registerRequest,
  type RegisterField,
  type RegisterValues,
} from '../../pages/register/register-form';
import type { RegisterRefusal } from '../../shared/flash-cookie';
import { t } from '../../shared/i18n/dictionary';
import { pathFor } from '../../shared/route-paths';
import { storeErrorItem, storeErrorKeys } from '../../shared/store-error-message';
import { COOKIE, setFlashCookie } from '../cookies';
import type { AppEnv } from '../env';
import { readFormFields } from '../http/browser-form';
import { backToForm, formPagePath } from '../http/form-refusal';
import { routePathIn } from '../urls/locale-routes';
import { logIn } from './auth-routes';
import { callbackUrlFor } from './guarded-forms';

/** Longest value kept of any field (the rules' own limits are lower: names 100, company 200). */
const FIELD_MAX = 500;

const text = z.string().max(FIELD_MAX).default('');
/** A ticked box: '1' as the page's script keeps it (a browser posts `on` for a box without a value). */
const box = z
  .string()
  .max(FIELD_MAX)
  .optional()
  .transform((v) => (v === '1' || v === 'on' ? '1' : ''));

/**
 * The register form as the browser posts it (pages/register/page.tsx): every field a string, then
 * the page's own SPEC 5 rules (REGISTER_RULES: e-mail format, password length, confirmation equal,
 * terms, the business fields with the box ticked…), each problem on its field with its message key.
 */
const RegisterFormSchema = z
  .object(
    Object.fromEntries(REGISTER_FIELDS.map((name) => [name, REGISTER_CHECKBOXES.has(name) ? box : text])) as Record<
      RegisterField,
      typeof text
    >,
  )
  .superRefine((values, ctx) => {
    for (const [field, problem] of Object.entries(checkForm(REGISTER_RULES, values)))
      ctx.addIssue({ code: 'custom', path: [field], message: problem.key, params: problem.params });
  });

/** A message the register page shows: a dictionary key (nothing else: the cookie may come from anywhere) and its parameters. */
const MessageSchema = z.object({
  k: z.string().regex(/^(?:validation|account|errors|storeErrors)\.[A-Za-z0-9_.]{1,80}$/),
  p: z.record(z.string().max(40), z.union([z.string().max(200), z.number()])).optional(),
});
type Message = z.infer<typeof MessageSchema>;

const ECHOED_FIELDS = REGISTER_FIELDS.filter((name) => !SECRET_REGISTER_FIELDS.has(name));

/**
 * The register page's echo cookie (COOKIE.registerForm), written by registerByForm, read by the
 * page's loader: what was typed (`v`, never a password), each field's problem (`e`) and a problem of
 * no field (`g`, the store's).
 */
export const RegisterEchoSchema = z.object({
  v: z.partialRecord(z.enum(ECHOED_FIELDS), z.string().max(FIELD_MAX)).default({}),
  e: z.partialRecord(z.enum(REGISTER_FIELDS), MessageSchema).default({}),
  g: MessageSchema.optional(),
});
export type RegisterEcho = z.infer<typeof RegisterEchoSchema>;

/** The echo cookie's value read back (anything else: nothing typed, no problems). */
export function readRegisterEcho(value: string | undefined): RegisterEcho {
  let json: unknown = null;
  try {
    json = value === undefined ? null : JSON.parse(value);
  } catch {
    // not ours
  }
  const parsed = RegisterEchoSchema.safeParse(json);
  return parsed.success ? parsed.data : { v: {}, e: {} };
}

/** Cookies stay under 4 KB with their attributes; an echo over this keeps the e-mail and the problems only. */
const ECHO_MAX_BYTES = 3000;

/**
 * The register form posted by the browser itself (scripts blocked, or tapped before the page was
 * live), POST /api/v1/register with a form's body: the page's rules (RegisterFormSchema), then the
 * very call the page's script makes (`send`: the register route's allow-list entry and guard, so
 * the same rate limit, the activation link set by the worker, the same forward; CSRF is the proxy's
 * same-origin check, before this), answered with pages. Made: logged in as the script does it
 * (logIn), 303 to the account dashboard, which thanks the shopper (its loader takes the flash), or to
 * the login page with the same thank-you and the e-mail filled in when the login is refused (the
 * account may need activation first). Refused: 303 back to the
 * register page with why, the fields filled in again (not the passwords) and each problem beside its
 * field (pages/register/loader.ts); what was typed never goes into a URL.
 */
export async function registerByForm(
  c: Context<AppEnv>,
  send: (request: ReturnType<typeof registerRequest>) => Promise<Response>,
): Promise<Response> {
  c.header('cache-control', 'no-store');
  const page = formPagePath(c, 'register');
  const fields = await readFormFields(c);
  if (!fields) return backToForm(c, { page, refusal: 'register-invalid' });
  const typed = echoedValues(fields);
  const form = RegisterFormSchema.safeParse(fields);
  if (!form.success) {
    const problems: RegisterEcho['e'] = {};
    for (const issue of form.error.issues) {
      const field = issue.path[0] as RegisterField;
      problems[field] ??=
        issue.code === 'custom'
          ? message({ key: issue.message, params: issue.params as MessageRef['params'] })
          : { k: 'validation.tooLong', p: { max: FIELD_MAX } };
    }
    return refused(c, page, 'register-invalid', { v: typed, e: problems });
  }
  const answer = await send(registerRequest(form.data as RegisterValues, callbackUrlFor(c, 'user-activate')));
  if (!answer.ok) {
    if (answer.status === 429) return refused(c, page, 'register-limited', { v: typed, e: {} });
    if (answer.status >= 500) return refused(c, page, 'register-unavailable', { v: typed, e: {} });
    return refused(c, page, 'register-invalid', { v: typed, ...(await storeProblems(c, answer)) });
  }
  // As the page's script: the new account logs in (the dashboard thanks the shopper); where it
  // cannot yet, the login page says the account is made and the activation link is on its way.
  const session = await logIn(c, { email: form.data.email.trim(), password: form.data.password });
  if (session.ok) {
    setFlashCookie(c, 'registered', pathFor('user-dashboard'));
    return c.redirect(pathFor('user-dashboard'), 303);
  }
  const login = routePathIn('login', c.get('locale'));
  return backToForm(c, { page: login, refusal: 'login-activate', echo: [COOKIE.loginEmail, form.data.email.trim()] });
}

function refused(c: Context<AppEnv>, page: string, refusal: RegisterRefusal, echo: RegisterEcho): Response {
  let value = JSON.stringify(echo);
  if (encodeURIComponent(value).length > ECHO_MAX_BYTES)
    value = JSON.stringify({ ...echo, v: echo.v.email ? { email: echo.v.email.slice(0, 320) } : {} });
  return backToForm(c, { page, refusal, echo: [COOKIE.registerForm, value] });
}

/** What the shopper typed, for the page to fill in again: every field but the passwords, boxes as '1'. */
function echoedValues(fields: Record<string, string>): RegisterEcho['v'] {
  const out: RegisterEcho['v'] = {};
  for (const name of ECHOED_FIELDS) {
    const value = fields[name];
    if (value === undefined) continue;
    out[name] = REGISTER_CHECKBOXES.has(name)
      ? value === '1' || value === 'on'
        ? '1'
        : ''
      : value.slice(0, FIELD_MAX);
  }
  return out;
}

const message = (ref: MessageRef): Message => (ref.params ? { k: ref.key, p: ref.params } : { k: ref.key });

const StoreErrorsSchema = z.object({ errors: z.array(z.unknown()).max(20) });

/**
 * The store's refusal (the e-mail is taken, a field it judges otherwise): each error on its form
 * field as the page's script puts it (formFieldOf, the same aliases), as the dictionary key the
 * script would show (storeErrorKeys: the first the dictionary knows), else the generic one.
 */
async function storeProblems(c: Context<AppEnv>, answer: Response): Promise<Pick<RegisterEcho, 'e' | 'g'>> {
  const body = StoreErrorsSchema.safeParse(await answer.json().catch(() => null));
  const locale = c.get('locale');
  const out: Pick<RegisterEcho, 'e' | 'g'> = { e: {} };
  for (const raw of body.success ? body.data.errors : []) {
    const item = storeErrorItem(raw, answer.status);
    const key = storeErrorKeys(item).find((k) => t(locale, k) !== k) ?? 'errors.generic.title';
    const params = Object.fromEntries(
      Object.entries(item.params ?? {}).filter(
        (entry): entry is [string, string | number] => typeof entry[1] === 'string' || typeof entry[1] === 'number',
      ),
    );
    const problem = message({ key, params: Object.keys(params).length ? params : undefined });
    const field = formFieldOf(item.field, REGISTER_ALIASES) as RegisterField | undefined;
    if (field && (REGISTER_FIELDS as readonly string[]).includes(field)) out.e[field] ??= problem;
    else out.g ??= problem;
  }
  if (Object.keys(out.e).length === 0) out.g ??= { k: 'errors.generic.title' };
  return out;
}
