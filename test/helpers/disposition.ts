import { parse } from 'content-disposition';

/**
 * A Content-Disposition header read as a browser reads it (RFC 6266): its type, the ASCII `filename`, the raw
 * RFC 8187 `filename*` when sent (null for a plain ASCII name, which needs none), and the exact name a browser saves.
 */
export function readDisposition(header: unknown) {
  const text = String(header);
  const plain = parse(text, { extended: false });
  return { type: plain.type, ascii: plain.parameters.filename ?? '', encoded: plain.parameters['filename*'] ?? null, name: parse(text).parameters.filename ?? '' };
}
