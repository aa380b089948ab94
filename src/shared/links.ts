// What counts as a web link and as a YouTube link: one rule for the schemas (src/shared/schemas), the public pages
// and the search. Free of zod on purpose: the public pages import it, and their bundles must not carry the schemas
// (zod also probes `new Function`, which the pages' CSP reports as a violation).

/**
 * A web link: starts with http:// or https:// (spec README), in any letter case. Spelled without the `i` flag: a
 * JSON Schema pattern has no flags, and the OpenAPI document carries this one as it is.
 */
export const WEB_LINK = /^[Hh][Tt][Tt][Pp][Ss]?:\/\/\S+$/;
export const isWebLink = (value: string): boolean => WEB_LINK.test(value);

/** A YouTube link contains youtube.com or youtu.be. */
export const isYouTubeLink = (value: string): boolean => /youtube\.com|youtu\.be/i.test(value);
