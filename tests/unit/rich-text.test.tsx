import { describe, expect, test } from 'vitest';
import { renderToString } from 'react-dom/server';
import { RichText, richTextToPlain } from '../../client/components/rich-text/rich-text';
import { safeHref } from '../../client/components/rich-text/safe-href';
import type { RichTextNode } from '../../shared/contracts/content';

const html = (content: unknown, locale: 'sk' | 'cs' | 'de' = 'sk') =>
  renderToString(<RichText content={content as RichTextNode} locale={locale} />);
const text = (value: string, marks?: unknown[]) => ({ type: 'text', text: value, ...(marks ? { marks } : {}) });
const doc = (...content: unknown[]) => ({ type: 'doc', content });
const p = (...content: unknown[]) => ({ type: 'paragraph', content });

describe('rich text nodes', () => {
  test('paragraph alignment, headings 2-5, lists, blockquote, breaks, clearer', () => {
    const out = html(
      doc(
        { type: 'paragraph', attrs: { textAlign: 'center' }, content: [text('Stred')] },
        { type: 'paragraph', attrs: { textAlign: 'justify;color:red' }, content: [text('Zlé')] },
        { type: 'heading', attrs: { level: 2 }, content: [text('H2')] },
        { type: 'heading', attrs: { level: 5 }, content: [text('H5')] },
        { type: 'heading', attrs: { level: 1 }, content: [text('H1 becomes h2')] },
        { type: 'bullet_list', content: [{ type: 'list_item', content: [p(text('a'))] }] },
        { type: 'ordered_list', attrs: { order: 3 }, content: [{ type: 'list_item', content: [p(text('b'))] }] },
        { type: 'blockquote', content: [p(text('citát'))] },
        p(text('x'), { type: 'hard_break' }, text('y')),
        { type: 'clearer' },
      ),
    );
    expect(out).toContain('<p style="text-align:center">Stred</p>');
    expect(out).toContain('<p>Zlé</p>');
    expect(out).toContain('<h2>H2</h2>');
    expect(out).toContain('<h5>H5</h5>');
    expect(out).toContain('<h2>H1 becomes h2</h2>');
    expect(out).toContain('<ul><li><p>a</p></li></ul>');
    expect(out).toContain('<ol start="3"><li><p>b</p></li></ol>');
    expect(out).toContain('<blockquote><p>citát</p></blockquote>');
    expect(out).toContain('x<br/>y');
    expect(out).toContain('rich-text__clearer');
  });

  test('every mark', () => {
    const out = html(
      doc(
        p(
          text('b', [{ type: 'bold' }]),
          text('i', [{ type: 'italic' }]),
          text('e', [{ type: 'em' }]),
          text('u', [{ type: 'underline' }]),
          text('s', [{ type: 'strike' }]),
          text('sub', [{ type: 'subscript' }]),
          text('sup', [{ type: 'superscript' }]),
          text('kotva', [{ type: 'anchor', attrs: { id: 'moja-kotva' } }]),
          text('zle', [{ type: 'blink' }]),
        ),
      ),
    );
    for (const tag of [
      '<strong>b</strong>',
      '<em>i</em>',
      '<em>e</em>',
      '<u>u</u>',
      '<s>s</s>',
      '<sub>sub</sub>',
      '<sup>sup</sup>',
      '<span id="moja-kotva">kotva</span>',
      'zle',
    ]) {
      expect(out).toContain(tag);
    }
  });

  test('links: internal plain, external new tab with noopener, link outermost', () => {
    const out = html(
      doc(
        p(
          text('kontakt', [
            { type: 'bold' },
            { type: 'link', attrs: { href: '/kontakt', target: null, title: 'Kontakt' } },
          ]),
        ),
        p(text('mail', [{ type: 'link', attrs: { href: 'mailto:info@example.sk', target: null, title: null } }])),
        p(text('web', [{ type: 'link', attrs: { href: 'https://example.com/', target: null, title: null } }])),
      ),
    );
    expect(out).toContain('<a href="/kontakt" title="Kontakt"><strong>kontakt</strong></a>');
    expect(out).toContain('<a href="mailto:info@example.sk" target="_blank" rel="noopener noreferrer">mail</a>');
    expect(out).toContain('<a href="https://example.com/" target="_blank" rel="noopener noreferrer">web</a>');
  });

  test('table cells keep colspan, rowspan and colwidth', () => {
    const out = html(
      doc({
        type: 'table',
        content: [
          {
            type: 'table_row',
            content: [
              { type: 'table_cell', attrs: { colspan: 2, rowspan: 3, colwidth: [80, 40] }, content: [p(text('A'))] },
            ],
          },
          {
            type: 'table_row',
            content: [
              { type: 'table_cell', attrs: { colspan: 1, rowspan: 1, colwidth: null }, content: [p(text('B'))] },
            ],
          },
        ],
      }),
    );
    expect(out).toContain('<td colSpan="2" rowSpan="3" style="width:120px"><p>A</p></td>');
    expect(out).toContain('<td><p>B</p></td>');
  });

  test('button: per-locale href, colour, size, float, icons, new tab', () => {
    const attrs = {
      color: 'secondary',
      size: 'small',
      float: 'right',
      icon_left: 'goods',
      icon_right: 'arrow-right',
      href: { sk: '/kosik', cs: '/kosik-cz' },
      file: null,
      link_target_blank: true,
      title: 'Do košíka',
    };
    const sk = html(doc({ type: 'button', attrs }), 'sk');
    expect(sk).toContain('href="/kosik"');
    expect(sk).toContain('target="_blank"');
    expect(sk).toContain('button--secondary');
    expect(sk).toContain('rich-text__button--small');
    expect(sk).toContain('rich-text__button-wrap--right');
    expect(sk.match(/<svg/g)?.length).toBe(2);
    expect(sk).toContain('Do košíka');
    expect(html(doc({ type: 'button', attrs }), 'cs')).toContain('href="/kosik-cz"');
    // de has no target: falls back to cs.
    expect(html(doc({ type: 'button', attrs }), 'de')).toContain('href="/kosik-cz"');
  });

  test('image goes through the CDN path builder with size and lazy loading', () => {
    const out = html(
      doc({ type: 'image', attrs: { src: 'articles/a1.jpg', alt: 'Obrázok', title: null, width: 400, height: 300 } }),
    );
    expect(out).toMatch(/src="\/image\/[a-z0-9]+-w400-h300-crop-upscale\/articles\/a1.jpg"/);
    expect(out).toContain('width="400"');
    expect(out).toContain('height="300"');
    expect(out).toContain('loading="lazy"');
    expect(out).toContain('alt="Obrázok"');
  });

  test('unknown nodes render nothing; null content renders nothing', () => {
    expect(html(doc({ type: 'iframe', attrs: { src: 'https://evil.example' } }, p(text('ok'))))).toBe(
      '<div class="rich-text"><p>ok</p></div>',
    );
    expect(html(null)).toBe('');
  });

  test('plain text for meta descriptions', () => {
    expect(richTextToPlain(doc(p(text('Ahoj')), p(text('svet'))) as RichTextNode)).toBe('Ahoj svet');
  });

  test('plain text reads a list as a list, not as words run together (issue 32: FAQ answer JSON-LD)', () => {
    const li = (value: string) => ({ type: 'list_item', content: [p(text(value))] });
    const list = { type: 'bullet_list', content: [li('Visa / Mastercard'), li('Apple Pay / Google Pay')] };
    expect(richTextToPlain(doc(p(text('Platbu kartou.')), list, p(text('Ďakujeme.'))) as RichTextNode)).toBe(
      'Platbu kartou. Visa / Mastercard, Apple Pay / Google Pay. Ďakujeme.',
    );
  });
});

describe('hostile content stays inert', () => {
  const hostile = doc(
    p(
      text('klikni', [
        { type: 'link', attrs: { href: 'javascript:alert(document.cookie)', target: null, title: null } },
      ]),
    ),
    p(text('x', [{ type: 'link', attrs: { href: '  JaVaScRiPt:alert(3)', target: null, title: null } }])),
    p(text('y', [{ type: 'link', attrs: { href: 'java\tscript:alert(5)', target: null, title: null } }])),
    p(
      text('z', [
        { type: 'link', attrs: { href: 'data:text/html,<script>alert(6)</script>', target: null, title: null } },
      ]),
    ),
    p(text('v', [{ type: 'link', attrs: { href: 'vbscript:msgbox(7)', target: null, title: null } }])),
    p(text('<script>alert("xss")</script> a <img src=x onerror=alert(2)>')),
    {
      type: 'image',
      attrs: { src: 'x" onerror="alert(1)', alt: 'onerror test', title: null, onerror: 'alert(document.cookie)' },
    },
    { type: 'image', attrs: { src: 'javascript:alert(8)', alt: null, title: null } },
    {
      type: 'button',
      attrs: {
        color: 'primary" onclick="alert(9)',
        size: 'large',
        float: null,
        icon_left: null,
        icon_right: null,
        href: { sk: 'javascript:alert(4)' },
        file: null,
        link_target_blank: false,
        title: 'Tlačidlo',
      },
    },
    {
      type: 'paragraph',
      attrs: { textAlign: 'left', onclick: 'alert(10)' },
      content: [text('p')],
      onmouseover: 'alert(11)',
    },
  );
  const out = html(hostile);

  test('no script element, no javascript:/data:/vbscript: href, no event handler attribute', () => {
    expect(out).not.toMatch(/<script/i);
    expect(out).not.toMatch(/<img[^>]*\sonerror=/i);
    expect(out).not.toMatch(/<[^>]*\son[a-z]+=/i);
    expect(out).not.toContain('<img');
    expect(out).not.toMatch(/href="\s*(javascript|data|vbscript):/i);
    expect(out.toLowerCase()).not.toContain('javascript:');
    expect(out).toContain('&lt;script&gt;');
    // Text of dropped links stays.
    expect(out).toContain('klikni');
    expect(out).toContain('Tlačidlo');
  });

  test('safeHref', () => {
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref(' \n JAVASCRIPT:alert(1)')).toBeNull();
    expect(safeHref('java\nscript:alert(1)')).toBeNull();
    expect(safeHref('data:text/html;base64,AAAA')).toBeNull();
    expect(safeHref('vbscript:x')).toBeNull();
    expect(safeHref('&#106;avascript:alert(1)')).toBeNull();
    expect(safeHref('/kontakt')).toEqual({ href: '/kontakt', external: false });
    expect(safeHref('#kotva')).toEqual({ href: '#kotva', external: false });
    expect(safeHref('tel:+421900000000')).toEqual({ href: 'tel:+421900000000', external: true });
    expect(safeHref('geo:48.1,17.1')?.external).toBe(true);
    expect(safeHref('//cdn.example.com/x')).toEqual({ href: 'https://cdn.example.com/x', external: true });
    expect(safeHref('')).toBeNull();
  });
});
