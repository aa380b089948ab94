// The server's bundles (dist/server/cli.cjs, dist/ssr/entry-server.cjs) written with Latin-1 characters only. V8 keeps
// a script's source for as long as its functions may be compiled, as one byte per character when every character
// fits in Latin-1 and two bytes otherwise: one "—" in a comment (esbuild keeps comments and regular expressions as
// written) or an "ă" in a page's text doubled the 5.3 MB and 1.8 MB sources, 7 MB of the server's heap for good
// (issue 11, fifth pass). Every other character becomes its \u escape, which means the same character in a string, a
// template, a regular expression, an identifier or a comment.
import { readFileSync, writeFileSync } from 'node:fs';

/** @param {string} code @returns {string} */
export function latin1Source(code) {
  return code.replace(/[\u0100-\uffff]/g, (char, offset) => {
    // After a backslash the escape would change meaning ("\\ă" is an identity escape); bundlers never write that.
    if (code[offset - 1] === '\\') throw new Error(`A backslash before U+${char.charCodeAt(0).toString(16)} at ${offset}: cannot escape it safely.`);
    return `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;
  });
}

/** Rewrites a built file in place when it holds characters beyond Latin-1. @param {string} file */
export function latin1File(file) {
  const code = readFileSync(file, 'utf8');
  const latin1 = latin1Source(code);
  if (latin1 !== code) writeFileSync(file, latin1);
}
