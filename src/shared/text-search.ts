// Search that ignores case and Romanian diacritics (ă â î ș ț, and the old cedilla ş ţ): "brasov" finds "Brașov".
// Shared, so the server's filters and the dashboard's highlight read text the same way.

/** Lower case, without combining marks, with ş/ţ (cedilla) folded like ș/ț. */
export const foldText = (value: string): string =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

/** True when any of the texts contains the search (blank search: everything matches). */
export function matchesFolded(search: string | undefined | null, texts: ReadonlyArray<string | number | null | undefined>): boolean {
  const needle = foldText(search ?? '');
  if (!needle) return true;
  return texts.some((text) => text != null && foldText(String(text)).includes(needle));
}
