// Text as the site keeps it: without the characters XML 1.0 cannot carry (its Char production), so that whatever a
// user pastes can go into the news feed, the sitemap and the calendars and still parse. One function, used by the
// shared schemas on input (freeText in schemas/fields.ts) and by the feed and calendar writers for text stored before.

/**
 * C0 controls other than tab, LF and CR; U+FFFE and U+FFFF; a high surrogate not followed by a low one and a low
 * surrogate not preceded by a high one (lone halves of a pair, which no encoder can write).
 */
// eslint-disable-next-line no-control-regex
const XML_FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/** Word's soft line break (U+000B, Shift+Enter) and the form feed are line breaks to the person who typed them. */
// eslint-disable-next-line no-control-regex
const LINE_BREAK_CONTROLS = /[\u000B\u000C]/g;

/** The text without XML-forbidden characters; a vertical tab or form feed becomes a line break (decision 132). */
export function cleanText(text: string): string {
  return text.replace(LINE_BREAK_CONTROLS, '\n').replace(XML_FORBIDDEN, '');
}
