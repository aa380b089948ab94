// The region of a Romanian team from its city (FIRST gives no region). The six regions are the association's
// (Nord, Sud, Est, Vest, Centru, București-Ilfov, as in the competitions calendar); the cities are the county seats
// and the larger towns. A city not listed gets no region: an ADMIN can set it by hand and the sync keeps it.
const REGION_CITIES: Record<string, readonly string[]> = {
  'București-Ilfov': ['București', 'Bucharest', 'Voluntari', 'Otopeni', 'Popești-Leordeni', 'Chitila', 'Buftea', 'Bragadiru', 'Pantelimon', 'Măgurele', 'Chiajna', 'Corbeanca', 'Snagov'],
  Nord: ['Cluj-Napoca', 'Cluj', 'Baia Mare', 'Bistrița', 'Zalău', 'Satu Mare', 'Dej', 'Turda', 'Sighetu Marmației', 'Câmpia Turzii', 'Gherla'],
  Vest: ['Timișoara', 'Arad', 'Oradea', 'Reșița', 'Deva', 'Hunedoara', 'Lugoj', 'Caransebeș', 'Petroșani', 'Salonta', 'Beiuș'],
  Centru: ['Brașov', 'Sibiu', 'Târgu Mureș', 'Alba Iulia', 'Sfântu Gheorghe', 'Miercurea Ciuc', 'Mediaș', 'Sighișoara', 'Făgăraș', 'Odorheiu Secuiesc', 'Aiud', 'Blaj', 'Săcele', 'Codlea'],
  Est: ['Iași', 'Bacău', 'Suceava', 'Piatra Neamț', 'Botoșani', 'Vaslui', 'Galați', 'Focșani', 'Bârlad', 'Roman', 'Onești', 'Rădăuți', 'Pașcani', 'Brăila', 'Tulcea'],
  Sud: ['Pitești', 'Craiova', 'Ploiești', 'Constanța', 'Târgoviște', 'Buzău', 'Râmnicu Vâlcea', 'Slatina', 'Târgu Jiu', 'Drobeta-Turnu Severin', 'Alexandria', 'Giurgiu', 'Călărași', 'Slobozia', 'Câmpina', 'Mangalia', 'Medgidia', 'Caracal', 'Curtea de Argeș', 'Câmpulung'],
};

/** Lower case, without diacritics (ş/ș and ţ/ț alike), single spaces and hyphens as spaces. */
export function cityKey(city: string): string {
  return city
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[-\s]+/g, ' ')
    .replace(/^(municipiul|mun\.?|orasul|oras|sector \d)\s+/, '')
    .trim();
}

const BY_CITY = new Map<string, string>(Object.entries(REGION_CITIES).flatMap(([region, cities]) => cities.map((city) => [cityKey(city), region] as const)));

/** The region name for a city, or null when the city is not known. "București, Sector 3" counts as București. */
export function regionForCity(city: string | null | undefined): string | null {
  if (!city) return null;
  const key = cityKey(city);
  return BY_CITY.get(key) ?? BY_CITY.get(cityKey(city.split(/[,(]/)[0] ?? '')) ?? null;
}
