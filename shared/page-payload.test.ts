import { describe, expect, test } from 'vitest';
import { escapeJsonForHtml, serializeForScript, serializeShellForScript } from './page-payload';

describe('JSON inlined in a <script>', () => {
  test('nothing can close the tag or open a comment, and it parses back to the same value', () => {
    const value = {
      a: '</script><script>alert(1)</script>',
      b: '<!-- x -->',
      c: 'a & b > c',
      d: '\u2028\u2029',
      e: [1, null, true],
    };
    const text = serializeForScript(value);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(value);
    expect(escapeJsonForHtml('{"x":"plain"}')).toBe('{"x":"plain"}');
  });

  test('the shell serialises without its messages (shipped as a file), its shared menus reused', () => {
    const messages = { shell: { hello: 'Ahoj <b>&</b>' } };
    const menus = { main: [{ id: '1', title: 'Gély </script>', path: '/gely' }], footer: [] };
    const shell = { locale: 'sk', closedModals: ['age-18'], menus, messages };
    const text = serializeShellForScript(shell);
    expect(text).not.toMatch(/[<>&]/);
    expect(JSON.parse(text)).toEqual({ locale: 'sk', closedModals: ['age-18'], menus });
    // A second shell with the same menus: the same text for them, other fields fresh.
    const other = serializeShellForScript({ locale: 'cs', closedModals: [], menus, messages });
    expect(JSON.parse(other)).toEqual({ locale: 'cs', closedModals: [], menus });
    // A shell with nothing but the shared fields is still valid JSON.
    expect(JSON.parse(serializeShellForScript({ menus, messages }))).toEqual({ menus });
  });
});
