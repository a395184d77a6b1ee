/**
 * Builders for spec-3 rich text (doc/paragraph/heading/... nodes with marks), so the seed reads like
 * prose instead of nested JSON. Also holds the hostile samples the storefront's renderer must neutralise.
 */
import type { RichTextMark, RichTextNode, RichTextButtonAttrs, TextAlign } from '../../../shared/contracts/content';

type Inline = RichTextNode | string;
const inline = (items: Inline[]): RichTextNode[] => items.map((i) => (typeof i === 'string' ? text(i) : i));

export const text = (value: string, ...marks: RichTextMark[]): RichTextNode =>
  marks.length > 0 ? { type: 'text', text: value, marks } : { type: 'text', text: value };
export const bold: RichTextMark = { type: 'bold' };
export const em: RichTextMark = { type: 'em' };
export const italic: RichTextMark = { type: 'italic' };
export const strike: RichTextMark = { type: 'strike' };
export const underline: RichTextMark = { type: 'underline' };
export const subscript: RichTextMark = { type: 'subscript' };
export const superscript: RichTextMark = { type: 'superscript' };
export const anchor = (id: string): RichTextMark => ({ type: 'anchor', attrs: { id } });
export const link = (href: string, title: string | null = null, target: string | null = null): RichTextMark => ({
  type: 'link',
  attrs: { href, target, title },
});

export const doc = (...content: RichTextNode[]): RichTextNode => ({ type: 'doc', content });
export const p = (...content: Inline[]): RichTextNode => ({ type: 'paragraph', content: inline(content) });
export const pAligned = (textAlign: TextAlign, ...content: Inline[]): RichTextNode => ({
  type: 'paragraph',
  attrs: { textAlign },
  content: inline(content),
});
export const h = (level: 2 | 3 | 4 | 5, ...content: Inline[]): RichTextNode => ({
  type: 'heading',
  attrs: { level },
  content: inline(content),
});
export const quote = (...content: RichTextNode[]): RichTextNode => ({ type: 'blockquote', content });
export const li = (...content: Inline[]): RichTextNode => ({ type: 'list_item', content: [p(...content)] });
export const ul = (...items: RichTextNode[]): RichTextNode => ({ type: 'bullet_list', content: items });
export const ol = (...items: RichTextNode[]): RichTextNode => ({
  type: 'ordered_list',
  attrs: { order: 1 },
  content: items,
});
export const br: RichTextNode = { type: 'hard_break' };
export const clearer: RichTextNode = { type: 'clearer' };
export const image = (src: string, alt: string | null, title: string | null = null): RichTextNode => ({
  type: 'image',
  attrs: { src, alt, title },
});
export const button = (
  attrs: Partial<RichTextButtonAttrs> & Pick<RichTextButtonAttrs, 'title' | 'href'>,
): RichTextNode => ({
  type: 'button',
  attrs: {
    color: 'primary',
    size: 'large',
    float: null,
    icon_left: null,
    icon_right: null,
    file: null,
    link_target_blank: false,
    ...attrs,
  },
});
export const table = (rows: Inline[][], colwidth: number[] | null = null): RichTextNode => ({
  type: 'table',
  content: rows.map((cells) => ({
    type: 'table_row',
    content: cells.map((cell, i) => ({
      type: 'table_cell',
      attrs: { colwidth: colwidth?.[i] !== undefined ? [colwidth[i] as number] : null, rowspan: 1, colspan: 1 },
      content: [p(cell)],
    })),
  })),
});

/** Plain paragraphs to a doc. */
export const docOf = (...paragraphs: string[]): RichTextNode => doc(...paragraphs.map((s) => p(s)));

/**
 * Hostile content a CMS editor (or an attacker with CMS access) could save. The storefront must render
 * these inert: no javascript: href, no script element, no event-handler attribute. The `onerror` key is an
 * extra attribute the zod schema strips, but the raw JSON carries it.
 */
export function hostileNodes(): RichTextNode[] {
  const imageWithHandler = {
    type: 'image',
    attrs: { src: 'x" onerror="alert(1)', alt: 'onerror test', title: null, onerror: 'alert(document.cookie)' },
  } as unknown as RichTextNode;
  return [
    p(
      'Odkaz ',
      text('klikni sem', link('javascript:alert(document.cookie)', 'javascript link')),
      ' nesmie nič spustiť.',
    ),
    p(text('<script>alert("xss")</script> a <img src=x onerror=alert(2)> musia zostať textom.')),
    p(text('Aj veľké písmená: ', bold), text('odkaz', link('  JaVaScRiPt:alert(3)'))),
    imageWithHandler,
    button({ title: 'Nebezpečné tlačidlo', href: { sk: 'javascript:alert(4)', cs: 'javascript:alert(4)' } }),
  ];
}

/** Every node and mark of spec 3 in one document (used by one page and one article, and by tests). */
export function richTextShowcase(title: string): RichTextNode {
  return doc(
    h(2, text(title, anchor('ukazka'))),
    pAligned(
      'left',
      'Bežný odstavec so ',
      text('zvýraznením', bold),
      ', ',
      text('kurzívou', italic),
      ', ',
      text('dôrazom', em),
      ', ',
      text('podčiarknutím', underline),
      ' a ',
      text('prečiarknutím', strike),
      '.',
    ),
    pAligned(
      'center',
      'Vzorec H',
      text('2', subscript),
      'O a m',
      text('2', superscript),
      '.',
      br,
      'Nový riadok po zalomení.',
    ),
    pAligned(
      'right',
      'Odkaz na ',
      text('kontakt', link('/kontakt', 'Kontakt')),
      ' a ',
      text('e-mail', link('mailto:info@example.sk')),
      '.',
    ),
    h(3, 'Zoznamy'),
    ul(li('Prvá položka'), li('Druhá položka')),
    ol(li('Krok jedna'), li('Krok dva')),
    h(4, 'Citát'),
    quote(p('Starostlivosť o seba je základ.')),
    h(5, 'Tabuľka'),
    table(
      [
        ['Materiál', 'Lubrikant'],
        ['Silikón', 'Na vodnej báze'],
        ['Sklo', 'Akýkoľvek'],
      ],
      [160, 240],
    ),
    image('/content/uploads/showcase.jpg', 'Ilustračný obrázok', 'Ilustrácia'),
    clearer,
    button({
      title: 'Späť do obchodu',
      href: { sk: '/', cs: '/', de: '/' },
      color: 'secondary',
      size: 'small',
      float: 'left',
      icon_left: 'arrow-left',
    }),
    button({ title: 'Hľadať', href: { sk: '/hladat', cs: '/hladat' }, float: 'right', icon_right: 'search' }),
    button({
      title: 'Stiahnuť návod',
      href: { sk: '/image/download/navod.pdf' },
      file: '/image/download/navod.pdf',
      float: 'block',
      icon_left: 'goods',
      icon_right: 'arrow-right',
      link_target_blank: true,
    }),
  );
}
