// Building blocks for the entity schemas. Each accepts what a JSON client sends and what a multipart form sends
// (everything as text), so one schema serves the REST body, the tRPC input and the React form.
import { z } from 'zod';
import { cleanText } from '../clean-text';
import { WEB_LINK } from '../links';

/** Blank text (or null) counts as "not given": required fields then say they are required, optional ones are skipped.
 * Text made only of characters {@link freeText} removes is blank too. */
export const blankToUndefined = (value: unknown): unknown =>
  value === null || (typeof value === 'string' && cleanText(value).trim() === '') ? undefined : value;

/**
 * `schema`, with blank text and null read as "not given" (blankToUndefined). Its input type is the schema's own plus
 * null (z.preprocess would type it `unknown`, so a tRPC caller could pass anything and a test needed a cast to hide it).
 */
export const blank = <S extends z.ZodType>(schema: S) => z.preprocess((value: z.input<S> | null | undefined) => blankToUndefined(value), schema);

/** What a number field takes: a JSON number, or its text from a form (blank or null: not given). */
export type NumberInput = number | string | null;

/** What a text field takes (blank or null: not given). */
export type TextInput = string | null | undefined;

/**
 * Every free-text field starts here: text without the characters XML forbids (C0 controls other than tab/LF/CR,
 * U+FFFE/U+FFFF, lone surrogates; a pasted U+000B becomes a line break), so that it can reach the feed and the
 * calendars. Chain .trim(), .min(), .max() as on z.string().
 */
export const freeText = (params?: Parameters<typeof z.string>[0]) => z.string(params).overwrite(cleanText);

const MAX_TEXT = 20_000;

/** Required text, trimmed, with the spec's messages. */
export function requiredText(required: string, min?: { length: number; message: string }, max = MAX_TEXT) {
  let schema = freeText({ error: required }).trim();
  if (min) schema = schema.min(min.length, min.message);
  return blank(schema.max(max, `Must be at most ${max} characters`));
}

/** Optional text: blank becomes undefined. */
export function optionalText(max = MAX_TEXT) {
  return blank(freeText({ error: 'Must be text' }).trim().max(max, `Must be at most ${max} characters`).optional());
}

/** Inclusive bounds of a number field, each with its message (kept inside the number schema, so the API document shows them). */
export interface Bounds {
  min?: { value: number; message: string };
  max?: { value: number; message: string };
}

/**
 * An integer from a number or numeric text, within `bounds`. The bounds are checks of the same number schema (not a
 * second schema piped after it), so the OpenAPI document, generated from this schema, names them; a number that is
 * not whole stops there (abort), so it gets one message as before.
 */
export function integer(messages: { required: string; invalid?: string }, bounds: Bounds = {}) {
  let number = z
    .number({ error: (issue) => (issue.input === undefined ? messages.required : (messages.invalid ?? 'Must be a number')) })
    .int({ error: messages.invalid ?? 'Must be a whole number', abort: true });
  if (bounds.min) number = number.min(bounds.min.value, bounds.min.message);
  if (bounds.max) number = number.max(bounds.max.value, bounds.max.message);
  return z.preprocess((v: NumberInput | undefined) => {
    const given = blankToUndefined(v);
    return typeof given === 'string' ? Number(given) : given;
  }, number);
}

/** A decimal number from a number or numeric text. */
export function decimal(messages: { required: string; invalid?: string }) {
  return z.preprocess(
    (v: NumberInput | undefined) => {
      const given = blankToUndefined(v);
      return typeof given === 'string' ? Number(given) : given;
    },
    z.number({ error: (issue) => (issue.input === undefined ? messages.required : (messages.invalid ?? 'Must be a number')) }),
  );
}

/**
 * A boolean from true/false or the form's text: the spec's form sends announcement as 'true' or an empty string.
 * A union of the spellings (not a preprocess), so the OpenAPI document lists each one the server takes.
 */
export const formBoolean = z.union(
  [
    z.boolean(),
    z.enum(['true', '1', 'on']).transform(() => true),
    z.enum(['', 'false', '0']).transform(() => false),
    z.null().transform(() => false),
  ],
  { error: 'Must be true or false' },
);


/** A link field: trimmed text that is a web link (checked by pattern, so the document shows it). */
export const webLink = (message: string, max = 2000) =>
  freeText({ error: message }).trim().max(max, `Must be at most ${max} characters`).regex(WEB_LINK, message);

/** An optional link: blank becomes undefined. */
export const optionalLink = (message: string, max = 2000) => blank(webLink(message, max).optional());

/** An e-mail address, trimmed, at most 254 characters; a blank one is "required" (optional: see optionalEmail). */
export const emailAddress = (messages: { required?: string; invalid: string }, options: { lowercase?: boolean } = {}) =>
  z.preprocess(
    (v: string) => (typeof v !== 'string' ? v : options.lowercase ? v.trim().toLowerCase() : v.trim()),
    z
      .email({ error: (issue) => (issue.input === undefined || issue.input === '' ? (messages.required ?? messages.invalid) : messages.invalid), abort: true })
      .max(254, messages.invalid),
  );

/** An optional e-mail address: blank or null means "none". */
export const optionalEmail = (message: string) =>
  z.preprocess(
    (v: string | null | undefined) => {
      const given = blankToUndefined(v);
      return typeof given === 'string' ? given.trim() : given;
    },
    z.email({ error: message, abort: true }).max(254, message).optional(),
  );


/** An ISO date-time (or a datetime-local value, taken as UTC when it has no offset), returned as ISO 8601 UTC. */
export function dateTime(messages: { required: string; invalid?: string }) {
  return z.preprocess(
    (v: string | null | undefined) => {
      const given = blankToUndefined(v);
      if (typeof given !== 'string') return given;
      const withZone = /[zZ]|[+-]\d\d:?\d\d$/.test(given) ? given : `${given}Z`;
      const date = new Date(withZone);
      return Number.isNaN(date.getTime()) ? given : date.toISOString();
    },
    z.iso.datetime({ error: (issue) => (issue.input === undefined ? messages.required : (messages.invalid ?? 'Must be a valid date')) }),
  );
}

/**
 * Text that is a plain decimal number becomes that number; any other text is left as text, so the number schema
 * refuses it. Number('0x10'), Number('1e3'), Number(' 1') and Number('') are all numbers, hence no z.coerce here:
 * an id has exactly one spelling. `leadingZeros` allows `007` (team numbers), never for ids.
 */
export const fromDecimalText = (leadingZeros = false) => {
  const pattern = leadingZeros ? /^[0-9]{1,16}$/ : /^(0|[1-9][0-9]{0,15})$/;
  return (value: NumberInput | undefined): unknown => (typeof value === 'string' && pattern.test(value) ? Number(value) : value);
};

/** A positive integer id from a path or body: a JSON number or decimal text ("12"), nothing else. */
const idFromText = fromDecimalText();
export const idSchema = z.preprocess(
  (v: number | string) => idFromText(v),
  z.number({ error: 'Must be a number' }).int('Must be a whole number').positive('Must be a positive number').max(Number.MAX_SAFE_INTEGER),
);

/** `:id` in a REST path: a positive integer. */
export const idParams = z.object({ id: idSchema });

/**
 * The fields of a form made optional for a partial update: blank text and null count as "not sent"
 * (spec: only non-empty fields are sent), so a blank required field is skipped instead of refused.
 */
export function partialFields<S extends z.ZodRawShape>(shape: S) {
  const out: Record<string, z.ZodType> = {};
  for (const [key, schema] of Object.entries(shape)) out[key] = blank(z.optional(schema));
  // Object.entries loses the keys; each value is what blank() builds for that key's schema.
  return out as { [K in keyof S]: z.ZodPreprocess<z.ZodOptional<S[K]>, z.input<S[K]> | undefined | null> };
}

/** What a delete answers when the deleted item is not shown again: its id. */
export const deletedOutput = z.object({ id: z.number().int() });
