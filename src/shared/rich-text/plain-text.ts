// The visible text of a rich document: what the length rules count, and what the search index, the meta and
// JSON-LD descriptions, the calendars and the REST `description` show. Blocks are separated by a blank line, a
// line break is a line break, list items are lines starting "- " (or "1. "), images count by their alt text.
import type { RichBlock, RichDoc, RichInline } from './types';

const inlineText = (content: RichInline[] | undefined): string =>
  (content ?? []).map((n) => (n.type === 'text' ? n.text : '\n')).join('');

function blockText(block: RichBlock): string {
  switch (block.type) {
    case 'paragraph':
    case 'heading':
      return inlineText(block.content).trim();
    case 'blockquote':
      return blocksText(block.content);
    case 'image':
      return block.attrs.alt;
    case 'bulletList':
    case 'orderedList': {
      const start = block.type === 'orderedList' ? (block.attrs?.start ?? 1) : 0;
      return block.content
        .map((item, i) => `${block.type === 'orderedList' ? `${start + i}.` : '-'} ${blocksText(item.content).replace(/\n+/g, ' ')}`)
        .join('\n');
    }
  }
}

const blocksText = (blocks: RichBlock[]): string =>
  blocks
    .map(blockText)
    .filter(Boolean)
    .join('\n\n');

export const richDocText = (doc: RichDoc): string => blocksText(doc.content).trim();
