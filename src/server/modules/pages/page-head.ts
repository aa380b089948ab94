// A page's head as data (title, description, canonical, social card, JSON-LD) and its one rendering to HTML. Every
// value is escaped here: text for HTML attributes and elements, JSON-LD so that no `</script>` (or `<!--`) can close
// or confuse its script element.
import { LOCALES, OG_LOCALE, type Locale } from '../../../shared/locale';
import { SITE_NAME } from '../../../shared/site-pages';

export interface SocialImage {
  /** Absolute URL. */
  url: string;
  width?: number;
  height?: number;
  alt: string;
  type?: string;
}

export interface PageHead {
  status: 200 | 301 | 404;
  /** The page's language: `<html lang>`, og:locale. */
  lang: Locale;
  /** A 301's target (a path): an old address of a post (issue 24). */
  redirect?: string;
  title: string;
  description: string;
  /** Absolute URL (in the page's language); none on a 404. */
  canonical: string | null;
  /** The page in each language and x-default (`<link rel="alternate" hreflang>`); none for a page in one language. */
  languages: Array<{ hreflang: string; href: string }>;
  ogType: 'website' | 'article';
  image: SocialImage;
  /** Schema.org objects, each its own <script type="application/ld+json">. */
  jsonLd: object[];
  /** Keep this page out of search results (404, account and dashboard screens, placeholders). */
  noindex: boolean;
  /** Absolute URLs of the news feed and the season's calendar (`<link rel="alternate">`). */
  alternates: Array<{ type: string; title: string; href: string }>;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);

/** JSON for a <script> element: `<`, `>`, `&` and the two line separators JavaScript dislikes become \u escapes. */
export const scriptJson = (value: unknown): string =>
  JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** Plain text from a description that may hold markup or line breaks, cut at a word to at most `max` characters. */
export function summary(text: string, max = 160): string {
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

const meta = (attr: 'name' | 'property', key: string, content: string | number) => `<meta ${attr}="${key}" content="${escapeHtml(String(content))}" />`;

export function renderHead(head: PageHead): string {
  const lines = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    head.noindex ? meta('name', 'robots', 'noindex') : '',
    head.canonical ? `<link rel="canonical" href="${escapeHtml(head.canonical)}" />` : '',
    ...head.languages.map((l) => `<link rel="alternate" hreflang="${escapeHtml(l.hreflang)}" href="${escapeHtml(l.href)}" />`),
    ...head.alternates.map((a) => `<link rel="alternate" type="${escapeHtml(a.type)}" title="${escapeHtml(a.title)}" href="${escapeHtml(a.href)}" />`),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:locale', OG_LOCALE[head.lang]),
    ...(head.languages.length ? LOCALES.filter((l) => l !== head.lang).map((l) => meta('property', 'og:locale:alternate', OG_LOCALE[l])) : []),
    meta('property', 'og:type', head.ogType),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    head.canonical ? meta('property', 'og:url', head.canonical) : '',
    meta('property', 'og:image', head.image.url),
    head.image.type ? meta('property', 'og:image:type', head.image.type) : '',
    head.image.width ? meta('property', 'og:image:width', head.image.width) : '',
    head.image.height ? meta('property', 'og:image:height', head.image.height) : '',
    meta('property', 'og:image:alt', head.image.alt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', head.image.url),
    meta('name', 'twitter:image:alt', head.image.alt),
    ...head.jsonLd.map((data) => `<script type="application/ld+json">${scriptJson(data)}</script>`),
  ];
  return lines.filter(Boolean).join('\n    ');
}
