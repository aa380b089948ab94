// Reads a document sent by a browser or an API client into a RichDoc: only the nodes, marks and attributes of
// types.ts pass; anything else (another node, a javascript: link, an image from elsewhere, raw HTML as a node) is
// refused with a message, never stored. Text is cleaned as every free text is (cleanText); unknown attributes such as
// Tiptap's link target or an image's title are dropped.
import { cleanText } from '../clean-text';
import {
  RICH_HEADING_LEVELS,
  RICH_IMAGE_SRC,
  RICH_LIMITS,
  RICH_LINK,
  RICH_MESSAGES,
  type RichBlock,
  type RichDoc,
  type RichHeadingLevel,
  type RichInline,
  type RichListItem,
  type RichMark,
} from './types';

export type SanitiseResult = { ok: true; doc: RichDoc } | { ok: false; message: string };

class Refused extends Error {}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const list = (v: unknown): unknown[] => {
  if (v === undefined) return [];
  if (!Array.isArray(v)) throw new Refused(RICH_MESSAGES.invalid);
  return v;
};

export function sanitiseRichDoc(input: unknown): SanitiseResult {
  let nodes = 0;
  const count = () => {
    if (++nodes > RICH_LIMITS.nodes) throw new Refused(RICH_MESSAGES.tooLarge);
  };

  const mark = (m: unknown): RichMark => {
    if (!isObject(m)) throw new Refused(RICH_MESSAGES.invalid);
    if (m.type === 'bold' || m.type === 'italic') return { type: m.type };
    if (m.type === 'link') {
      const href = isObject(m.attrs) && typeof m.attrs.href === 'string' ? m.attrs.href.trim() : '';
      if (href.length > RICH_LIMITS.href || !RICH_LINK.test(href)) throw new Refused(RICH_MESSAGES.link);
      return { type: 'link', attrs: { href } };
    }
    throw new Refused(RICH_MESSAGES.unsupported(String(m.type)));
  };

  const inline = (n: unknown): RichInline | null => {
    count();
    if (!isObject(n)) throw new Refused(RICH_MESSAGES.invalid);
    if (n.type === 'hardBreak') return { type: 'hardBreak' };
    if (n.type !== 'text') throw new Refused(RICH_MESSAGES.unsupported(String(n.type)));
    if (typeof n.text !== 'string') throw new Refused(RICH_MESSAGES.invalid);
    const text = cleanText(n.text);
    if (!text) return null;
    // One mark of each kind, in a fixed order, so equal formatting gives equal documents.
    const marks = [...new Map(list(n.marks).map((m) => mark(m)).map((m) => [m.type, m])).values()].sort((a, b) => a.type.localeCompare(b.type));
    return marks.length ? { type: 'text', text, marks } : { type: 'text', text };
  };

  const inlines = (v: unknown): RichInline[] | undefined => {
    const out = list(v)
      .map(inline)
      .filter((n): n is RichInline => n !== null);
    return out.length ? out : undefined;
  };

  const listItem = (n: unknown, depth: number): RichListItem => {
    count();
    if (!isObject(n) || n.type !== 'listItem') throw new Refused(RICH_MESSAGES.invalid);
    return { type: 'listItem', content: blocks(n.content, depth + 1) };
  };

  const block = (n: unknown, depth: number): RichBlock => {
    count();
    if (!isObject(n)) throw new Refused(RICH_MESSAGES.invalid);
    // A list or a quote holds blocks one level deeper (richDocOutput declares this many levels).
    if (depth >= RICH_LIMITS.depth && (n.type === 'bulletList' || n.type === 'orderedList' || n.type === 'blockquote')) throw new Refused(RICH_MESSAGES.tooDeep);
    const attrs = isObject(n.attrs) ? n.attrs : {};
    switch (n.type) {
      case 'paragraph': {
        const content = inlines(n.content);
        return content ? { type: 'paragraph', content } : { type: 'paragraph' };
      }
      case 'heading': {
        const level = RICH_HEADING_LEVELS.includes(attrs.level as RichHeadingLevel) ? (attrs.level as RichHeadingLevel) : RICH_HEADING_LEVELS[0];
        const content = inlines(n.content);
        return content ? { type: 'heading', attrs: { level }, content } : { type: 'heading', attrs: { level } };
      }
      case 'bulletList':
        return { type: 'bulletList', content: list(n.content).map((item) => listItem(item, depth)) };
      case 'orderedList': {
        const items = list(n.content).map((item) => listItem(item, depth));
        const start = attrs.start;
        return typeof start === 'number' && Number.isInteger(start) && start > 1 && start < 1_000_000
          ? { type: 'orderedList', attrs: { start }, content: items }
          : { type: 'orderedList', content: items };
      }
      case 'blockquote':
        return { type: 'blockquote', content: blocks(n.content, depth + 1) };
      case 'image': {
        const src = typeof attrs.src === 'string' ? attrs.src : '';
        if (!RICH_IMAGE_SRC.test(src)) throw new Refused(RICH_MESSAGES.image);
        const alt = typeof attrs.alt === 'string' ? cleanText(attrs.alt).trim() : '';
        if (!alt || alt.length > RICH_LIMITS.altText) throw new Refused(RICH_MESSAGES.alt);
        return { type: 'image', attrs: { src, alt } };
      }
      default:
        throw new Refused(RICH_MESSAGES.unsupported(String(n.type)));
    }
  };

  const blocks = (v: unknown, depth: number): RichBlock[] => {
    const out = list(v).map((n) => block(n, depth));
    // ProseMirror's lists and quotes hold at least one block.
    return out.length ? out : [{ type: 'paragraph' }];
  };

  try {
    if (!isObject(input) || input.type !== 'doc') throw new Refused(RICH_MESSAGES.invalid);
    return { ok: true, doc: { type: 'doc', content: blocks(input.content, 0) } };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, message: error.message };
    throw error;
  }
}

/** The image files a document shows, by id (for their visibility with the post or event that holds them). */
export function richDocImageIds(doc: RichDoc): number[] {
  const ids = new Set<number>();
  const walk = (blocks: RichBlock[]) => {
    for (const b of blocks) {
      if (b.type === 'image') ids.add(Number(RICH_IMAGE_SRC.exec(b.attrs.src)?.[1]));
      else if (b.type === 'blockquote') walk(b.content);
      else if (b.type === 'bulletList' || b.type === 'orderedList') for (const item of b.content) walk(item.content);
    }
  };
  walk(doc.content);
  return [...ids];
}
