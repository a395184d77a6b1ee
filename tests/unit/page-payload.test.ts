import { describe, expect, test } from 'vitest';
import { escapeJsonForHtml, serializeForScript, serializeShellForScript } from '../../shared/page-payload';

describe('JSON inlined in a <script>', () => {
  test('nothing can close the tag or open a comment, and it parses back to the same value', () => {
    const value = { a: '</script><script>alert(1)</script>', b: '<!-- x -->', c: 'a & b > c', d: '\u2028\u2029', e: [1, null, true] };
    const text = serializeForScript(value);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(value);
    expect(escapeJsonForHtml('{"x":"plain"}')).toBe('{"x":"plain"}');
  });

  test('the shell with its shared messages table serialises to the same value, and the table is reused', () => {
    const messages = { shell: { hello: 'Ahoj <b>&</b>' } };
    const shell = { locale: 'sk', closedModals: ['age-18'], messages };
    const text = serializeShellForScript(shell);
    expect(text).not.toMatch(/[<>&]/);
    expect(JSON.parse(text)).toEqual(shell);
    // A second shell with the same table: same messages text, other fields fresh.
    const other = serializeShellForScript({ locale: 'cs', closedModals: [], messages });
    expect(JSON.parse(other)).toEqual({ locale: 'cs', closedModals: [], messages });
  });
});
