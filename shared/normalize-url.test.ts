import { describe, expect, test } from 'vitest';
import { normalizePageUrl, normalizePathAndQuery } from './normalize-url';

const sk = { defaultLocale: 'sk' };
const cs = { defaultLocale: 'cs' };
const norm = (path: string, opts = sk) => normalizePathAndQuery(path, opts);

describe('normalizePageUrl', () => {
  test.each([
    ['/', '/'],
    ['/kontakt', '/kontakt'],
    ['/Kontakt', '/kontakt'],
    ['/KATEGORIE/Vibratory', '/kategorie/vibratory'],
    ['/kontakt/', '/kontakt'],
    ['/kontakt///', '/kontakt'],
    ['/sk', '/'],
    ['/sk/', '/'],
    ['/sk/kontakt', '/kontakt'],
    ['/SK/Kontakt/', '/kontakt'],
    ['/sk-novinky', '/sk-novinky'],
    ['/de/kontakt', '/de/kontakt'],
    ['/cs/kontakt', '/cs/kontakt'],
    ['//evil.com', '/evil.com'],
    ['//evil.com/', '/evil.com'],
    ['/\\evil.com', '/evil.com'],
    ['/a//b', '/a/b'],
  ])('path %s → %s on the sk site', (input, expected) => {
    expect(norm(input)).toBe(expected);
  });

  test('the Czech site drops /cs, not /sk', () => {
    expect(norm('/cs/Kontakt/', cs)).toBe('/kontakt');
    expect(norm('/sk/kontakt', cs)).toBe('/sk/kontakt');
  });

  test.each([
    ['/a?fbclid=1', '/a'],
    ['/a?hrk=x', '/a'],
    ['/a?fbclid=1&hrk=2', '/a'],
    ['/a?x=1&fbclid=2&y=3', '/a?x=1&y=3'],
    ['/a?b=2&a=1', '/a?b=2&a=1'],
    ['/a?FBCLID=1&q=Hello%20World', '/a?q=Hello%20World'],
    ['/a?fbclid', '/a'],
    ['/a?q=Ab&hrk=1&Z=Y', '/a?q=Ab&Z=Y'],
    ['/a?', '/a'],
    ['/a?q=gel&', '/a?q=gel'],
    ['/a?&q=gel', '/a?q=gel'],
    ['/a?x=1&&y=2', '/a?x=1&y=2'],
    ['/a?&', '/a'],
    ['/a?__v=X&__s=X', '/a'],
    ['/a?q=gel&__V=1', '/a?q=gel'],
    ['/a?%5F%5Fv=1&q=gel&_%5Fs=2', '/a?q=gel'],
    ['/a?__anything=1&page=2', '/a?page=2'],
    ['/a?__country=CZ&q=1', '/a?__country=CZ&q=1'],
    ['/a?_v=1', '/a?_v=1'],
  ])('query %s → %s (others kept, in order, case kept)', (input, expected) => {
    expect(norm(input)).toBe(expected);
  });

  test('one pass fixes everything at once', () => {
    expect(norm('/SK/Kategorie/Novinky/?fbclid=abc&page=2&hrk=1')).toBe('/kategorie/novinky?page=2');
  });

  test('keeps the hash for the client router', () => {
    expect(norm('/Kontakt/?fbclid=1#mapa')).toBe('/kontakt#mapa');
  });

  test('percent-encoded letters are lower-cased as letters, escapes upper-case hex', () => {
    expect(norm('/%C3%81no')).toBe('/%C3%A1no'); // Áno → áno
    expect(norm('/%c3%a1no')).toBe('/%C3%A1no');
    expect(norm('/a%2Fb')).toBe('/a%2Fb'); // an encoded slash stays inside its segment
    expect(norm('/a:b,c')).toBe('/a:b,c');
  });

  test.each(['/%', '/%zz/A', '/%E0%A4%A', '/a%', '/%C3', '/%ZZ?fbclid=%zz&x=%'])(
    'odd encoding %s does not throw',
    (input) => {
      expect(() => norm(input)).not.toThrow();
      const once = norm(input);
      expect(norm(once)).toBe(once);
    },
  );

  test('broken escapes keep their bytes, letters outside are lowered', () => {
    expect(norm('/%zz/AB%e0')).toBe('/%zz/ab%E0');
  });

  test('a normalised URL reports no change (never redirected)', () => {
    for (const path of ['/', '/kontakt', '/kategorie/novinky', '/a', '/%C3%A1no', '/de/x']) {
      expect(normalizePageUrl({ pathname: path, search: '?page=2&sort=Price' }, sk).changed).toBe(false);
      expect(normalizePageUrl({ pathname: path, search: '' }, sk).changed).toBe(false);
    }
  });

  test('idempotent on a mix of inputs', () => {
    for (const input of ['/SK/A/?fbclid=1', '/%C3%81/B/', '//x//Y/', '/sk/sk/', '/Ä?hrk=1&x=Ä']) {
      const once = norm(input);
      expect(norm(once)).toBe(once);
    }
  });

  test('never yields a protocol-relative path', () => {
    for (const input of ['//evil.com', '/\\/evil.com', '///evil.com/x', '/sk//evil.com']) {
      expect(norm(input).startsWith('//')).toBe(false);
    }
  });

  test('changed flag', () => {
    expect(normalizePageUrl({ pathname: '/A', search: '' }, sk).changed).toBe(true);
    expect(normalizePageUrl({ pathname: '/a', search: '?fbclid=1' }, sk).changed).toBe(true);
    expect(normalizePageUrl({ pathname: '/a', search: '?' }, sk).changed).toBe(false);
  });
});
