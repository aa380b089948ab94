// A rich description (decision 196) as the HTML of a feed item: the pages render it with React (RichText); a feed
// reader gets the same elements without classes, every text escaped, images and links absolute.
import type { RichBlock, RichDoc, RichInline } from '../../../shared/rich-text/types';
import { escapeHtml } from './page-head';

const attr = (value: string): string => escapeHtml(value);

function inline(node: RichInline): string {
  if (node.type === 'hardBreak') return '<br />';
  let out = escapeHtml(node.text);
  const types = new Set(node.marks?.map((m) => m.type));
  if (types.has('bold')) out = `<strong>${out}</strong>`;
  if (types.has('italic')) out = `<em>${out}</em>`;
  const link = node.marks?.find((m) => m.type === 'link');
  if (link?.type === 'link') out = `<a href="${attr(link.attrs.href)}">${out}</a>`;
  return out;
}

const inlines = (content: RichInline[] | undefined): string => (content ?? []).map(inline).join('');

function block(node: RichBlock, origin: string): string {
  const items = (list: { content: RichBlock[] }[]) => list.map((item) => `<li>${blocks(item.content, origin)}</li>`).join('');
  switch (node.type) {
    case 'paragraph':
      return node.content ? `<p>${inlines(node.content)}</p>` : '';
    case 'heading':
      return `<h${node.attrs.level}>${inlines(node.content)}</h${node.attrs.level}>`;
    case 'bulletList':
      return `<ul>${items(node.content)}</ul>`;
    case 'orderedList':
      return `<ol${node.attrs?.start ? ` start="${node.attrs.start}"` : ''}>${items(node.content)}</ol>`;
    case 'blockquote':
      return `<blockquote>${blocks(node.content, origin)}</blockquote>`;
    case 'image':
      return `<p><img src="${attr(origin + node.attrs.src)}" alt="${attr(node.attrs.alt)}" /></p>`;
  }
}

const blocks = (content: RichBlock[], origin: string): string => content.map((node) => block(node, origin)).join('');

/** `origin` makes the images' addresses absolute (a feed item is read away from the site). */
export const richDocHtml = (doc: RichDoc, origin: string): string => blocks(doc.content, origin);
