// A description's two columns (decision 196): `description` holds the visible text, `description_doc` the document
// as JSON. A row written without a document (by an older path, or directly) reads its text as plain text.
import { cleanText } from '../clean-text';
import type { Locale } from '../locale';
import { englishColumns, translated } from '../schemas/content-lang';
import type { RichText } from '../schemas/rich-text';
import { plainTextToDoc } from './from-plain-text';
import { richDocText } from './plain-text';
import { sanitiseRichDoc } from './sanitise';
import type { RichDoc } from './types';

export const richTextColumns = (value: RichText) => ({ description: value.text, description_doc: JSON.stringify(value.doc) });

/** The English version's columns (decision 203) that an input sets: absent leaves them, null removes them. */
export function translationColumns(input: { titleEn?: string | null; descriptionEn?: RichText | null }) {
  const columns: { title_en?: string | null; description_en?: string | null; description_en_doc?: string | null } = englishColumns(input, ['title']);
  if (input.descriptionEn !== undefined) {
    columns.description_en = input.descriptionEn?.text ?? null;
    columns.description_en_doc = input.descriptionEn ? JSON.stringify(input.descriptionEn.doc) : null;
  }
  return columns;
}

/** A row with a title and a rich description, each with its English version (posts, events: decision 203). */
export interface TranslatedRow {
  title: string;
  title_en: string | null;
  description: string;
  description_doc: string | null;
  description_en: string | null;
  description_en_doc: string | null;
}

/** The title and description a public read answers in `lang`: the English where the row has it, else the Romanian,
 * and the language each one is in. */
export function titleAndDescriptionIn(row: TranslatedRow, lang: Locale | undefined) {
  const title = translated(lang, row.title, row.title_en);
  const english = row.description_en === null ? null : { text: row.description_en, doc: row.description_en_doc };
  const description = translated(lang, { text: row.description, doc: row.description_doc }, english);
  return {
    title: title.value,
    description: description.value.text,
    descriptionDoc: storedRichDoc(description.value.doc, description.value.text),
    contentLang: { title: title.lang, description: description.lang },
  };
}

/** The English version as the dashboard edits it, beside the Romanian fields (null: none). */
export const englishVersion = (row: TranslatedRow) => ({
  titleEn: row.title_en,
  descriptionEn: row.description_en,
  descriptionEnDoc: row.description_en === null ? null : storedRichDoc(row.description_en_doc, row.description_en),
});

/** The documents a row's descriptions show, Romanian and English (the images they hold). */
export const storedDocs = (row: Omit<TranslatedRow, 'title' | 'title_en'>): (RichDoc | null)[] => [
  storedRichDoc(row.description_doc, row.description),
  row.description_en === null ? null : storedRichDoc(row.description_en_doc, row.description_en),
];

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
