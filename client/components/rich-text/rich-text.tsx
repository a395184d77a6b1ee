/**
 * Spec 3 rich text as React elements. Never HTML strings: text is always a React text child (escaped),
 * attributes are picked one by one from the node (an extra attribute such as `onerror` in the CMS JSON
 * is never spread onto an element), links go through safeHref, images through the CDN URL builder.
 * Unknown nodes and marks render nothing / no wrapper (spec 8). No zod here: the types are erased.
 */
import { Fragment, type CSSProperties, type ReactNode } from 'react';
import type { ButtonIcon, RichTextButtonAttrs, RichTextMark, RichTextNode } from '../../../shared/contracts/content';
import { imageUrl } from '../../../shared/image-url';
import { CdnImage } from '../image/cdn-image';
import { useShell } from '../../shell-context';
import { linkAttrs, safeHref } from './safe-href';

type Locale = 'sk' | 'cs' | 'de';

export interface RichTextProps {
  /** A `doc` node (or any node); null/undefined renders nothing. */
  content: RichTextNode | null | undefined;
  className?: string;
  /** Locale for per-locale button targets; defaults to the shell's locale (then sk). */
  locale?: Locale;
  /** Images above the fold (the first article image) may load eagerly. */
  eagerImages?: boolean;
}

interface RenderContext {
  locale: Locale;
  eagerImages: boolean;
}

const ALIGNS = new Set(['left', 'center', 'right']);
const HEADING_LEVELS = new Set([2, 3, 4, 5]);

function isNode(value: unknown): value is RichTextNode {
  return typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';
}

function childrenOf(node: unknown): RichTextNode[] {
  const content = (node as { content?: unknown }).content;
  return Array.isArray(content) ? content.filter(isNode) : [];
}

function alignStyle(attrs: unknown): CSSProperties | undefined {
  const align = (attrs as { textAlign?: unknown } | undefined)?.textAlign;
  return typeof align === 'string' && ALIGNS.has(align)
    ? { textAlign: align as CSSProperties['textAlign'] }
    : undefined;
}

function positiveInt(value: unknown, max: number): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value > 1 && value <= max ? value : undefined;
}

function renderChildren(node: unknown, ctx: RenderContext): ReactNode {
  return childrenOf(node).map((child, i) => <Fragment key={i}>{renderNode(child, ctx)}</Fragment>);
}

/** Wraps text in its marks, innermost first (the order the CMS lists them). */
function applyMark(mark: RichTextMark, inner: ReactNode, key: number): ReactNode {
  switch (mark.type) {
    case 'bold':
      return <strong key={key}>{inner}</strong>;
    case 'em':
    case 'italic':
      return <em key={key}>{inner}</em>;
    case 'underline':
      return <u key={key}>{inner}</u>;
    case 'strike':
      return <s key={key}>{inner}</s>;
    case 'subscript':
      return <sub key={key}>{inner}</sub>;
    case 'superscript':
      return <sup key={key}>{inner}</sup>;
    case 'anchor': {
      const id = typeof mark.attrs?.id === 'string' ? mark.attrs.id.replace(/[^A-Za-z0-9_-]/g, '') : '';
      return id ? (
        <span key={key} id={id}>
          {inner}
        </span>
      ) : (
        inner
      );
    }
    case 'link': {
      const link = safeHref(mark.attrs?.href);
      // A dropped (hostile) link keeps its text, inert.
      if (!link) return inner;
      const title = typeof mark.attrs?.title === 'string' ? mark.attrs.title : undefined;
      return (
        <a key={key} {...linkAttrs(link, mark.attrs?.target === '_blank')} title={title}>
          {inner}
        </a>
      );
    }
    default:
      return inner;
  }
}

function renderText(node: { text?: unknown; marks?: unknown }): ReactNode {
  if (typeof node.text !== 'string') return null;
  const marks = Array.isArray(node.marks)
    ? (node.marks as RichTextMark[]).filter((m) => m && typeof m.type === 'string')
    : [];
  // A link mark wraps the other marks, so the anchor is the outermost element.
  const ordered = [...marks.filter((m) => m.type !== 'link'), ...marks.filter((m) => m.type === 'link')];
  return ordered.reduce<ReactNode>((inner, mark, i) => applyMark(mark, inner, i), node.text);
}

const ICON_PATHS: Record<ButtonIcon, string> = {
  'arrow-left': 'M19 12H5m6-6-6 6 6 6',
  'arrow-right': 'M5 12h14m-6-6 6 6-6 6',
  goods: 'M6 7h12l-1 13H7L6 7Zm3 0a3 3 0 0 1 6 0',
  search: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14Zm5-2 4 4',
};

function ButtonIconSvg({ icon }: { icon: unknown }) {
  if (typeof icon !== 'string' || !(icon in ICON_PATHS)) return null;
  return (
    <svg
      className="rich-text__button-icon"
      width="18"
      height="18"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d={ICON_PATHS[icon as ButtonIcon]}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function fileHref(file: unknown): string | null {
  if (typeof file !== 'string' || file.trim() === '') return null;
  const trimmed = file.trim();
  return /^[a-z][a-z0-9+.-]*:|^\//i.test(trimmed) ? trimmed : `/${trimmed}`;
}

function renderButton(attrs: Partial<RichTextButtonAttrs> | undefined, ctx: RenderContext): ReactNode {
  if (!attrs || typeof attrs.title !== 'string') return null;
  const hrefs = (attrs.href ?? {}) as Partial<Record<Locale, string>>;
  const raw = hrefs[ctx.locale] ?? hrefs.cs ?? hrefs.sk ?? fileHref(attrs.file) ?? null;
  const link = safeHref(raw);
  const color = typeof attrs.color === 'string' && /^[a-z-]{1,20}$/.test(attrs.color) ? attrs.color : 'primary';
  const size = attrs.size === 'small' ? 'small' : 'large';
  const float = attrs.float === 'left' || attrs.float === 'right' || attrs.float === 'block' ? attrs.float : null;
  const className = [
    'button',
    `button--${color}`,
    `rich-text__button`,
    `rich-text__button--${size}`,
    float ? `rich-text__button--${float}` : '',
  ]
    .filter(Boolean)
    .join(' ');
  const body = (
    <>
      <ButtonIconSvg icon={attrs.icon_left} />
      <span>{attrs.title}</span>
      <ButtonIconSvg icon={attrs.icon_right} />
    </>
  );
  const wrapperClass = `rich-text__button-wrap${float ? ` rich-text__button-wrap--${float}` : ''}`;
  if (!link) {
    // No safe target: the label stays visible, but nothing to click.
    return (
      <p className={wrapperClass}>
        <span className={className} aria-disabled="true">
          {body}
        </span>
      </p>
    );
  }
  const download = attrs.file && !hrefs[ctx.locale] ? true : undefined;
  return (
    <p className={wrapperClass}>
      <a className={className} {...linkAttrs(link, attrs.link_target_blank === true)} download={download}>
        {body}
      </a>
    </p>
  );
}

function renderImage(attrs: Record<string, unknown> | undefined, ctx: RenderContext): ReactNode {
  if (!attrs || typeof attrs.src !== 'string') return null;
  const width = typeof attrs.width === 'number' && attrs.width > 0 ? Math.min(Math.round(attrs.width), 1600) : 800;
  const height =
    typeof attrs.height === 'number' && attrs.height > 0
      ? Math.min(Math.round(attrs.height), 1600)
      : Math.round((width * 9) / 16);
  // A src the CDN would refuse (hostile quotes, schemes, dot segments) renders nothing at all.
  if (!imageUrl(attrs.src, { width, height })) return null;
  const alt = typeof attrs.alt === 'string' ? attrs.alt : '';
  return (
    <span className="rich-text__image">
      <CdnImage
        path={attrs.src}
        alt={alt}
        size={{ width, height }}
        priority={ctx.eagerImages}
        sizes={`(max-width: ${width}px) 100vw, ${width}px`}
      />
    </span>
  );
}

function renderNode(node: RichTextNode, ctx: RenderContext): ReactNode {
  const attrs = (node as { attrs?: Record<string, unknown> }).attrs;
  switch (node.type) {
    case 'doc':
      return renderChildren(node, ctx);
    case 'paragraph':
      return <p style={alignStyle(attrs)}>{renderChildren(node, ctx)}</p>;
    case 'heading': {
      const level = typeof attrs?.level === 'number' && HEADING_LEVELS.has(attrs.level) ? attrs.level : 2;
      const Tag = `h${level}` as 'h2' | 'h3' | 'h4' | 'h5';
      return <Tag style={alignStyle(attrs)}>{renderChildren(node, ctx)}</Tag>;
    }
    case 'blockquote':
      return <blockquote>{renderChildren(node, ctx)}</blockquote>;
    case 'bullet_list':
      return <ul>{renderChildren(node, ctx)}</ul>;
    case 'ordered_list': {
      const order =
        typeof attrs?.order === 'number' && Number.isInteger(attrs.order) && attrs.order !== 1
          ? attrs.order
          : undefined;
      return <ol start={order}>{renderChildren(node, ctx)}</ol>;
    }
    case 'list_item':
      return <li>{renderChildren(node, ctx)}</li>;
    case 'button':
      return renderButton(attrs as Partial<RichTextButtonAttrs> | undefined, ctx);
    case 'clearer':
      return <div className="rich-text__clearer" aria-hidden="true" />;
    case 'hard_break':
      return <br />;
    case 'image':
      return renderImage(attrs, ctx);
    case 'table':
      return (
        <div className="rich-text__table-wrap">
          <table>
            <tbody>{renderChildren(node, ctx)}</tbody>
          </table>
        </div>
      );
    case 'table_row':
      return <tr>{renderChildren(node, ctx)}</tr>;
    case 'table_cell': {
      const colwidth = Array.isArray(attrs?.colwidth)
        ? (attrs.colwidth as unknown[]).filter((w): w is number => typeof w === 'number' && w > 0)
        : [];
      const width = colwidth.length > 0 ? colwidth.reduce((a, b) => a + b, 0) : undefined;
      return (
        <td
          colSpan={positiveInt(attrs?.colspan, 50)}
          rowSpan={positiveInt(attrs?.rowspan, 200)}
          style={width ? { width: `${width}px` } : undefined}
        >
          {renderChildren(node, ctx)}
        </td>
      );
    }
    case 'text':
      return renderText(node);
    default:
      return null;
  }
}

/** The shell's locale, or undefined outside a ShellProvider (unit tests, e-mails). Always called, so hook order holds. */
function useShellLocale(): Locale | undefined {
  try {
    // biome-ignore lint/correctness/useHookAtTopLevel: called unconditionally on every render; the try only catches a missing provider
    return useShell().locale;
  } catch {
    return undefined;
  }
}

/** Renders a rich-text document. Server and browser produce the same markup (hydration-safe). */
export function RichText({ content, className, locale, eagerImages = false }: RichTextProps) {
  const shellLocale = useShellLocale();
  if (!isNode(content)) return null;
  const ctx: RenderContext = { locale: locale ?? shellLocale ?? 'sk', eagerImages };
  return <div className={className ? `rich-text ${className}` : 'rich-text'}>{renderNode(content, ctx)}</div>;
}

const LIST_ITEM_END = '\u0002';
const LIST_END = '\u0001';

/** Plain text of a rich-text value (meta descriptions, JSON-LD), whitespace collapsed, cut at `max`. */
export function richTextToPlain(content: RichTextNode | null | undefined, max = 300): string {
  const parts: string[] = [];
  const walk = (node: unknown) => {
    if (!isNode(node)) return;
    if (node.type === 'text' && typeof (node as { text?: unknown }).text === 'string')
      parts.push((node as { text: string }).text);
    for (const child of childrenOf(node)) walk(child);
    // List items read as a list in one line ("a, b."), not as words run together ("a b").
    if (node.type === 'list_item') parts.push(LIST_ITEM_END);
    else if (node.type === 'bullet_list' || node.type === 'ordered_list') parts.push(LIST_END);
    else if (node.type === 'paragraph' || node.type === 'heading' || node.type === 'hard_break') parts.push(' ');
  };
  walk(content);
  const text = parts
    .join('')
    .replace(new RegExp(`[\\s.,;:]*${LIST_ITEM_END}`, 'g'), ', ')
    .replace(/,\s*(?=\u0001)/g, '')
    .replace(/\u0001/g, '. ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}
