import { describe, expect, test } from 'vitest';
import { contentPath, isExternalHref, isSafeHref, resolveEmbeddedLink, resolveHref } from './links';
import { matchRoute } from './routes';

describe('contentPath by content type (SPEC 2 routes)', () => {
  test.each([
    ['page', 'o-nas', '/o-nas'],
    ['content_page', 'darceky', '/darceky'],
    ['branch', 'bratislava-centrum', '/pobocky/bratislava-centrum'],
    ['article', 'ako-vybrat-vibrator', '/clanky/ako-vybrat-vibrator'],
    ['article_category', 'pre-pary', '/nakupny-radca/pre-pary'],
    ['category', 'vibratory/klasicke', '/vibratory/klasicke'],
    ['virtual_category', 'akcia', '/akcia'],
  ])('%s %s → %s', (type, slug, path) => {
    expect(contentPath(type, slug)).toBe(path);
  });
  test('article category under a master category', () => {
    expect(contentPath('article_category', 'vibratory', { parentSlug: 'pomocky' })).toBe(
      '/nakupny-radca/pomocky/vibratory',
    );
    expect(contentPath('article', 'x', { parentSlug: 'ignored' })).toBe('/clanky/x');
  });
  test('slashes and spaces are cleaned', () => {
    expect(contentPath('page', '/o-nas/')).toBe('/o-nas');
    expect(contentPath('branch', ' praha ')).toBe('/pobocky/praha');
  });
  test('unknown type or empty slug → null', () => {
    expect(contentPath('hologram', 'x')).toBeNull();
    expect(contentPath('toString', 'x')).toBeNull();
    expect(contentPath('page', '')).toBeNull();
    expect(contentPath('page', ' / ')).toBeNull();
    expect(contentPath('page', null)).toBeNull();
  });
  test('article tags have their own route (articleTag-slug)', () => {
    expect(contentPath('article_tag', 'vztahy')).toBe('/clanky/tag/vztahy');
    expect(matchRoute('/clanky/tag/vztahy').route.name).toBe('articleTag-slug');
  });
  test('paths match the route table', () => {
    expect(matchRoute('/pobocky/praha')?.route.page).toBe('branch');
    expect(matchRoute('/clanky/x')?.route.page).toBe('article');
    expect(matchRoute('/nakupny-radca/x')?.route.page).toBe('article-list-detail');
    expect(matchRoute('/nakupny-radca/x/y')?.route.page).toBe('article-list-detail');
  });
});

describe('external detection', () => {
  test.each([
    'mailto:info@example.sk',
    'tel:+421900123456',
    'sms:+421900123456',
    'geo:48.14,17.10',
    'market://details?id=x',
    'https://example.com',
    'http://example.com',
    'whatsapp://send?text=x',
    '//cdn.example.com/a.pdf',
    ' HTTPS://example.com',
  ])('%s is external', (href) => expect(isExternalHref(href)).toBe(true));
  test.each(['/kontakt', 'kontakt', '#faq', '?page=2', '', null, './a', '../b'])('%j is internal', (href) => {
    expect(isExternalHref(href)).toBe(false);
  });
});

describe('safe href', () => {
  test.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    '  javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0001javascript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'vbscript:msgbox(1)',
    'javascript&#58;alert(1)',
    'javascript&#x3A;alert(1)',
    'javascript&colon;alert(1)',
    'jav&#x09;ascript:alert(1)',
    'jav&#9;ascript&#58;alert(1)',
    '',
    '   ',
    null,
    undefined,
  ])('%j is rejected', (href) => expect(isSafeHref(href)).toBe(false));
  test.each([
    '/kontakt',
    'https://example.com/?a=1&b=2',
    'mailto:a@b.sk',
    '/hladat?q=a&b=c',
    'javascript-guide',
    '/clanky/javascript:',
  ])('%j is accepted', (href) => expect(isSafeHref(href)).toBe(true));
});

describe('resolveHref', () => {
  test('internal paths stay same-tab', () => {
    expect(resolveHref('/kontakt')).toEqual({ href: '/kontakt', external: false });
    expect(resolveHref('kontakt')).toEqual({ href: '/kontakt', external: false });
    expect(resolveHref('#faq')).toEqual({ href: '#faq', external: false });
  });
  test('external links open with noopener in a new tab', () => {
    expect(resolveHref('https://example.com')).toEqual({
      href: 'https://example.com',
      external: true,
      target: '_blank',
      rel: 'noopener',
    });
    expect(resolveHref('tel:+421900123456')).toMatchObject({ external: true, rel: 'noopener' });
  });
  test('editor-forced new tab on an internal link', () => {
    expect(resolveHref('/kontakt', { targetBlank: true })).toEqual({
      href: '/kontakt',
      external: false,
      target: '_blank',
      rel: 'noopener',
    });
  });
  test('unsafe → null', () => {
    expect(resolveHref('javascript:alert(1)')).toBeNull();
    expect(resolveHref('')).toBeNull();
  });
});

describe('resolveEmbeddedLink', () => {
  test('embedded links', () => {
    expect(
      resolveEmbeddedLink({
        link_type: 'custom_link',
        custom_link: 'https://x.sk',
        target_path: null,
        link_target_blank: false,
      }),
    ).toMatchObject({
      external: true,
      target: '_blank',
    });
    expect(
      resolveEmbeddedLink({
        link_type: 'category',
        custom_link: null,
        target_path: '/vibratory',
        link_target_blank: true,
      }),
    ).toEqual({
      href: '/vibratory',
      external: false,
      target: '_blank',
      rel: 'noopener',
    });
    expect(resolveEmbeddedLink({ link_type: 'custom_link', custom_link: 'javascript:alert(1)' })).toBeNull();
    expect(resolveEmbeddedLink({ link_type: 'article_tag', target_path: null })).toBeNull();
  });
});
