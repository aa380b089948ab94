// Reading a CSV file's bytes as text. UTF-8 (a BOM, or bytes that are valid UTF-8) is read as such. Anything else is a
// single-byte Central European file: each candidate decodes it and the one whose text looks most like Romanian wins,
// Windows-1250 (what Excel on Romanian Windows saves) on a tie. For Romanian letters the three share their bytes
// (ă â î ş ţ), so they differ on the quotes, dashes and the C1 range (0x80-0x9F: text in Windows-1250, control
// characters in ISO-8859-x), which is what the score looks at. iconv-lite decodes: Node's TextDecoder lacks ISO-8859-16.
// Decision record 170.
import iconv from 'iconv-lite';
import type { CsvEncoding } from '../../../shared/schemas/team-csv';

export interface DecodedCsv {
  text: string;
  encoding: CsvEncoding;
  /** True when the encoding was detected rather than chosen. */
  detected: boolean;
  bom: boolean;
}

const SINGLE_BYTE: CsvEncoding[] = ['windows-1250', 'iso-8859-2', 'iso-8859-16'];
/** Characters of Romanian text beyond ASCII: letters (both ş/ș forms), the quotes „ ” « », dashes, the euro sign. */
const ROMANIAN = /[ăâîșțşţĂÂÎȘȚŞŢ„”«»–—€]/gu;
/** Characters no Romanian CSV holds: C1 controls, and the letters the candidates put where another has a Romanian one. */
const UNLIKELY = /[\u0080-\u009f\ufffdˇ˘˛˝ĽľĄąŁłŚśŹźŻżŤťŇňĹĺŔŕĘęŮůŐőŰűĆćŃńŘřŠšŽžČčĎďĚě¤¦¨´¸]/gu;

const score = (text: string): number => (text.match(ROMANIAN)?.length ?? 0) - 3 * (text.match(UNLIKELY)?.length ?? 0);

function isUtf8(bytes: Uint8Array): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

const decode = (bytes: Buffer, encoding: CsvEncoding): string => iconv.decode(bytes, encoding, { stripBOM: true });

/** The file's text in the given encoding, or in the one detected (`auto`). The text may hold U+FFFD: the caller refuses it. */
export function decodeCsv(bytes: Buffer, choice: CsvEncoding | 'auto'): DecodedCsv {
  const bom = bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  if (choice !== 'auto') return { text: decode(bytes, choice), encoding: choice, detected: false, bom: bom && choice === 'utf-8' };
  if (bom || isUtf8(bytes)) return { text: decode(bytes, 'utf-8'), encoding: 'utf-8', detected: true, bom };
  let best: DecodedCsv | null = null;
  let bestScore = -Infinity;
  for (const encoding of SINGLE_BYTE) {
    const text = decode(bytes, encoding);
    const s = score(text);
    if (s > bestScore) [best, bestScore] = [{ text, encoding, detected: true, bom: false }, s];
  }
  return best!;
}
