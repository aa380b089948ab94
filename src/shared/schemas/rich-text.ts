// A rich-text description (decision 196), one rule for the REST body, the tRPC input and the dashboard's form: the
// dashboard sends the editor's document, a REST client may send plain text (read as plainTextToDoc reads it). Either
// way the server keeps the sanitised document and its visible text, and the length rules count the visible text.
import { z } from 'zod';
import { cleanText } from '../clean-text';
import { plainTextToDoc } from '../rich-text/from-plain-text';
import { richDocText } from '../rich-text/plain-text';
import { sanitiseRichDoc } from '../rich-text/sanitise';
import { RICH_LIMITS, type RichDoc } from '../rich-text/types';

export interface RichText {
  doc: RichDoc;
  /** The visible text (richDocText). */
  text: string;
}

/** What the field takes: plain text, or a document as the editor gives it. */
export type RichTextInput = string | { type: 'doc'; content?: unknown[] };

interface RichTextRules {
  required: string;
  min: { length: number; message: string };
  max: number;
  /** What names the field in the too-long message ("Description" unless told). */
  name?: string;
}

/** A document's outer shape; sanitiseRichDoc reads the rest. */
const richDocInput = z.custom<{ type: 'doc'; content?: unknown[] }>((v) => typeof v === 'object' && v !== null && (v as { type?: unknown }).type === 'doc');

/** The sanitised document and its text, or the message that refuses it (blank text: `required`). */
function readRichText(value: RichTextInput, { required, min, max, name = 'Description' }: RichTextRules): RichText | { problem: string; blank: boolean } {
  const read = typeof value === 'string' ? { ok: true as const, doc: plainTextToDoc(cleanText(value)) } : sanitiseRichDoc(value);
  if (!read.ok) return { problem: read.message, blank: false };
  const text = richDocText(read.doc);
  if (!text) return { problem: required, blank: true };
  const problem = text.length < min.length ? min.message : text.length > max ? `${name} must be at most ${max} characters` : null;
  return problem ? { problem, blank: false } : { doc: read.doc, text };
}

export function richTextField(rules: RichTextRules) {
  return z.union([z.string(), richDocInput], { error: rules.required }).transform((value, ctx): RichText => {
    const read = readRichText(value, rules);
    if ('problem' in read) {
      ctx.addIssue({ code: 'custom', message: read.problem });
      return z.NEVER;
    }
    return read;
  });
}

/**
 * An optional rich text, as a translation (decision 203): null, blank text or a document without visible text is
 * null (none); anything else follows `rules` like a required one. Absent stays undefined (an update leaves it).
 */
export function optionalRichTextField(rules: Omit<RichTextRules, 'required'>) {
  return z
    .union([z.null(), z.string(), richDocInput], { error: `${rules.name ?? 'Description'} must be text` })
    .transform((value, ctx): RichText | null => {
      if (value === null) return null;
      const read = readRichText(value, { ...rules, required: '' });
      if (!('problem' in read)) return read;
      if (read.blank) return null;
      ctx.addIssue({ code: 'custom', message: read.problem });
      return z.NEVER;
    })
    .optional();
}

// The document in an answer, declared so that the serializer writes only these fields (and OpenAPI shows them):
// one node shape with the attributes any node may have (sanitiseRichDoc decides which node has which), without
// unions, which the serializer would have to try one by one. Lists and quotes nest at most RICH_LIMITS.depth deep
// (a list's items are one level, their blocks the next), so the declaration is finite.
const markOutput = z.object({ type: z.enum(['bold', 'italic', 'link']), attrs: z.object({ href: z.string() }).optional() });
const nodeAttrs = z
  .object({ level: z.number().int(), start: z.number().int(), src: z.string(), alt: z.string() })
  .partial()
  .optional();

function nodeOutput(levels: number): z.ZodType {
  const shape = { type: z.string(), text: z.string().optional(), marks: z.array(markOutput).optional(), attrs: nodeAttrs };
  return levels === 0 ? z.object(shape) : z.object({ ...shape, content: z.array(nodeOutput(levels - 1)).optional() });
}

/** The loose declaration above as JSON Schema (OpenAPI 3.0 form, which draft 2020-12 reads the same: no nullable in it). */
const { $schema: _schema, ...richDocJson } = z.toJSONSchema(z.object({ type: z.literal('doc'), content: z.array(nodeOutput(2 * RICH_LIMITS.depth + 1)) }), {
  target: 'openapi-3.0',
});

/**
 * The document in an answer (sanitised when stored, again when read: storedRichDoc). Parsing it (a tRPC answer)
 * sanitises it once more, which is what makes it a RichDoc and leaves only its known fields; the serializer and the
 * OpenAPI document read the loose node shape above instead (its JSON Schema as the schema's metadata, which
 * z.toJSONSchema writes in place of the transform it cannot describe). Levels: a block, then per nesting a list item
 * and its blocks (2 each), then the inline nodes.
 */
export const richDocOutput = z
  .unknown()
  .transform((value, ctx): RichDoc => {
    const read = sanitiseRichDoc(value);
    if (read.ok) return read.doc;
    ctx.addIssue({ code: 'custom', message: read.message });
    return z.NEVER;
  })
  .meta(richDocJson);
