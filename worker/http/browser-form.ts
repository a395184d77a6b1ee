import type { Context } from 'hono';

/**
 * What the worker knows about a browser's own form post: a `<form method="post">` the browser sent
 * itself (no script took it over: scripts blocked, not loaded yet, or the form posts natively by
 * design, like logout). The one place that knowledge lives; there are two questions, and each
 * caller asks the one it means:
 *
 * - `isBrowserFormPost`: is the BODY a form's (urlencoded or multipart)? A script's fetch sends JSON.
 *   Asked where the body is to be read as form fields (login, the preference forms) and by the page
 *   catch-all (worker/render/page-app.tsx), which answers only a form post to a page with that page.
 * - `wantsPage`: does the sender want a PAGE back (it navigates: `Accept` names text/html)? Asked by
 *   endpoints with no body to read (logout, login-as), which answer a navigation with a 303 and a
 *   fetch with JSON.
 */

/** The content types a browser sends for a form (`enctype`), text/plain aside: no account form uses it. */
const FORM_BODY = /^\s*(?:application\/x-www-form-urlencoded|multipart\/form-data)\b/i;

/** The body is a browser form's (urlencoded or multipart), not a script's JSON. */
export function isBrowserFormPost(c: Context): boolean {
  return FORM_BODY.test(c.req.header('content-type') ?? '');
}

/** The sender navigates and wants a page back (a browser's form post asks for HTML; a fetch does not). */
export function wantsPage(c: Context): boolean {
  return (c.req.header('accept') ?? '').includes('text/html');
}

/**
 * The text fields of a browser form's body (files dropped; a repeated name gives one value), or null
 * when it cannot be read. Validate the result with a zod schema like any other input.
 */
export async function readFormFields(c: Context): Promise<Record<string, string> | null> {
  try {
    const body = await c.req.parseBody();
    return Object.fromEntries(
      Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch {
    return null;
  }
}
