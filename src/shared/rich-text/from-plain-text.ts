// Plain text as a rich document, without change of meaning (decision 196): what a REST client sends as
// `description`, and what the migration made of every description written before rich text. A blank line starts
// a paragraph, a single line break stays one, `**text**` (what staff typed hoping for bold) becomes bold, and a bare
// web address becomes a link to itself. Nothing else is read as markup.
// Frozen copy in db/migrations/2026-11-28-300-rich-text.ts (migrations import nothing from the app).
import type { RichDoc, RichInline, RichMark } from './types';

const BOLD = /\*\*(?=\S)(.+?)(?<=\S)\*\*/g;
// An address ends before trailing punctuation that belongs to the sentence.
const URL = /https?:\/\/[^\s<>"]+?(?=[.,;:!?)\]]*(?:\s|$))/g;

function linked(text: string, marks: RichMark[]): RichInline[] {
  const out: RichInline[] = [];
  let last = 0;
  for (const match of text.matchAll(URL)) {
    if (match.index > last) out.push(piece(text.slice(last, match.index), marks));
    out.push(piece(match[0], [...marks, { type: 'link', attrs: { href: match[0] } }]));
    last = match.index + match[0].length;
  }
  if (last < text.length) out.push(piece(text.slice(last), marks));
  return out;
}

const piece = (text: string, marks: RichMark[]): RichInline => (marks.length ? { type: 'text', text, marks } : { type: 'text', text });

function lineInlines(line: string): RichInline[] {
  const out: RichInline[] = [];
  let last = 0;
  for (const match of line.matchAll(BOLD)) {
    if (match.index > last) out.push(...linked(line.slice(last, match.index), []));
    out.push(...linked(match[1]!, [{ type: 'bold' }]));
    last = match.index + match[0].length;
  }
  if (last < line.length) out.push(...linked(line.slice(last), []));
  return out;
}

export function plainTextToDoc(text: string): RichDoc {
  const paragraphs = text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n\s*/)
    .map((block) => block.trim())
    .filter(Boolean);
  return {
    type: 'doc',
    content: paragraphs.map((paragraph) => {
      const content = paragraph.split('\n').flatMap((line, i) => (i === 0 ? lineInlines(line) : [{ type: 'hardBreak' } as const, ...lineInlines(line)]));
      return content.length ? { type: 'paragraph', content } : { type: 'paragraph' };
    }),
  };
}
