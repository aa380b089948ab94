// The structured content of a post's or an event's description (decision 196): a small subset of Tiptap's JSON
// document, so the dashboard's editor saves it as is and the public pages render it without any HTML from a browser.

export type RichMark = { type: 'bold' } | { type: 'italic' } | { type: 'link'; attrs: { href: string } };

export type RichInline = { type: 'text'; text: string; marks?: RichMark[] } | { type: 'hardBreak' };

export interface RichListItem {
  type: 'listItem';
  content: RichBlock[];
}

export type RichBlock =
  | { type: 'paragraph'; content?: RichInline[] }
  | { type: 'heading'; attrs: { level: RichHeadingLevel }; content?: RichInline[] }
  | { type: 'bulletList'; content: RichListItem[] }
  | { type: 'orderedList'; attrs?: { start: number }; content: RichListItem[] }
  | { type: 'blockquote'; content: RichBlock[] }
  | { type: 'image'; attrs: { src: string; alt: string } };

export interface RichDoc {
  type: 'doc';
  content: RichBlock[];
}

/** Headings start at 2: the page's title is the h1. */
export const RICH_HEADING_LEVELS = [2, 3] as const;
export type RichHeadingLevel = (typeof RICH_HEADING_LEVELS)[number];

export const RICH_LIMITS = {
  /** How deep lists and quotes nest in one another (a list in a list in a quote). */
  depth: 3,
  /** Nodes of every kind in one document. */
  nodes: 5_000,
  altText: 300,
  href: 2_000,
} as const;

/** Images in rich text are uploaded files only, by their public address. */
export const RICH_IMAGE_SRC = /^\/api\/files\/public\/([1-9][0-9]{0,15})$/;

/** Links: web pages and e-mail addresses only (no javascript:, data: or relative addresses). */
export const RICH_LINK = /^(https?:\/\/[^\s<>"]+|mailto:[^\s<>"]+)$/i;

export const RICH_MESSAGES = {
  invalid: 'The description could not be read. Please reload the page and try again.',
  unsupported: (what: string) => `The description contains formatting that is not allowed (${what}).`,
  link: 'Links must start with http://, https:// or mailto:',
  image: 'Images in the description must be uploaded files.',
  alt: 'Every image in the description needs a short description (alt text) of at most 300 characters.',
  tooLarge: 'The description is too large.',
  tooDeep: 'Lists and quotes can be nested at most 3 deep.',
} as const;
