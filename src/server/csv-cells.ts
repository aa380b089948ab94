// CSV cells in both directions, in one place: what every CSV the server writes does to a cell, and what every CSV it
// reads undoes. A spreadsheet runs a cell that starts with = + - @ (or tab / CR, which some of them skip first) as a
// formula, so text that came from a user or the FTC sync (`=HYPERLINK(...)`) would run on the admin's machine. OWASP's
// CSV injection guidance: such a cell gets a leading single quote (the spreadsheet then shows it as text) and is
// quoted. The reader removes exactly that quote again, so an export imported back changes nothing.

/** A cell the writer guards: a formula start (= + - @ tab CR, OWASP's list), or quotes before one (so that a text which itself begins `'=` keeps its quote). */
const NEEDS_GUARD = /^'*[=+\-@\t\r]/;
/** A cell the reader unguards: one quote, then what {@link NEEDS_GUARD} matched. */
const GUARDED = /^'(?='*[=+\-@\t\r])/;

/** The text as a spreadsheet must see it: a single quote before a formula start. */
export function guardCsvCell(text: string): string {
  return NEEDS_GUARD.test(text) ? `'${text}` : text;
}

/** A cell as read from a CSV, with the writer's guard (one leading quote before a formula start) removed. */
export function unguardCsvCell(text: string): string {
  return text.replace(GUARDED, '');
}

/**
 * One cell of a CSV the server writes: guarded, then quoted (RFC 4180, `"` doubled) when guarded or when it holds a
 * separator (`;` or `,`), a quote or a line break. Null is an empty cell.
 */
export function csvCell(value: string | number | null | undefined): string {
  const raw = value == null ? '' : String(value);
  const text = guardCsvCell(raw);
  const quote = text !== raw || /[;,"\r\n]/.test(text);
  return quote ? `"${text.replace(/"/g, '""')}"` : text;
}
