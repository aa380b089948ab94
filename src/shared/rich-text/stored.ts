// A description's two columns (decision 196): `description` holds the visible text, `description_doc` the document
// as JSON. A row written without a document (by an older path, or directly) reads its text as plain text.
import { cleanText } from '../clean-text';
import type { RichText } from '../schemas/rich-text';
import { plainTextToDoc } from './from-plain-text';
import { richDocText } from './plain-text';
import { sanitiseRichDoc } from './sanitise';
import type { RichDoc } from './types';

export const richTextColumns = (value: RichText) => ({ description: value.text, description_doc: JSON.stringify(value.doc) });

export function storedRichDoc(json: string | null, text: string): RichDoc {
  if (json !== null) {
    try {
      // Sanitised when written; read again so that a hand-edited row cannot bring in anything else.
      const read = sanitiseRichDoc(JSON.parse(json));
      if (read.ok) return read.doc;
    } catch {
      // Not JSON: fall back to the text.
    }
  }
  // Text stored before the schemas cleaned input may hold XML-forbidden characters; the feed must still parse.
  return plainTextToDoc(cleanText(text));
}

/** Plain text as a description's value (what a REST client's text becomes; the seed's texts too). */
export function plainRichText(text: string): RichText {
  const doc = plainTextToDoc(text);
  return { doc, text: richDocText(doc) };
}
