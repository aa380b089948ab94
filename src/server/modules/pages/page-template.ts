// index.html as the template of every page: cut once at its markers (HTML comments in src/web/index.html), then
// filled per page by joining the parts: no pattern matching over a page's HTML. The markers:
// - `<html lang="ro">`: the page's language (decision 200: an English page is `<html lang="en">`); a template without
//   it (a test's bare shell) has no language to set;
// - `<!--page-head-->`: the page's title, description, canonical, social card and JSON-LD (page-head.ts);
// - `<!--page-styles-->…<!--/page-styles-->`: the app's stylesheet link, which the build puts there (vite.config.ts
//   `deferApp`); a rendered page carries its stylesheets inlined in its place, the shell alone keeps the link. A
//   template without it (`npm run dev`, where Vite's client adds the CSS) has no styles to replace;
// - `<!--page-html-->` inside `<div id="root">`: the app rendered on the server;
// - `<!--page-data-->`: the page's data for hydration and the list of its chunks (page-renderer.ts).

export interface PageParts {
  /** The page's language (`<html lang>`); undefined: the template's own (ro). */
  lang?: string;
  head: string;
  /** The page's stylesheets; undefined: the template's own (the app's stylesheet link). */
  styles?: string;
  /** The app's markup for the root element ('' for none: the browser renders). */
  html: string;
  /** Elements after the root (the page's data); '' for none. */
  data: string;
}

export type PageTemplate = (parts: PageParts) => string;

const HTML_LANG = '<html lang="ro">';
const HEAD = '<!--page-head-->';
const STYLES_START = '<!--page-styles-->';
const STYLES_END = '<!--/page-styles-->';
const HTML = '<!--page-html-->';
const DATA = '<!--page-data-->';

/** `text` cut at `marker`, which must be there exactly once. */
function cut(text: string, marker: string): [string, string] {
  const at = text.indexOf(marker);
  if (at === -1 || text.indexOf(marker, at + marker.length) !== -1) throw new Error(`index.html must hold ${marker} once`);
  return [text.slice(0, at), text.slice(at + marker.length)];
}

/** The template of `shell`; an error when a required marker is missing (a shell that could serve no page right). */
export function pageTemplate(shell: string): PageTemplate {
  const [beforeLang, afterLang] = shell.includes(HTML_LANG) ? cut(shell, HTML_LANG) : [null, shell];
  const [beforeHead, afterHead] = cut(afterLang, HEAD);
  // Without a styles marker, a page's own stylesheets follow its head.
  let [beforeStyles, ownStyles, afterStyles] = ['', '', afterHead];
  if (afterHead.includes(STYLES_START)) {
    const [before, from] = cut(afterHead, STYLES_START);
    [beforeStyles, [ownStyles, afterStyles]] = [before, cut(from, STYLES_END)];
  }
  const [beforeHtml, afterHtml] = cut(afterStyles, HTML);
  const [beforeData, afterData] = cut(afterHtml, DATA);
  return ({ lang = 'ro', head, styles = ownStyles, html, data }) => `${beforeLang === null ? '' : `${beforeLang}<html lang="${lang}">`}${beforeHead}${head}${beforeStyles}${styles}${beforeHtml}${html}${beforeData}${data}${afterData}`;
}
