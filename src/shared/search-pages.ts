// The site's fixed pages as the search knows them (issue 24, point 3): the about pages and the guides, each with its
// name (shared/site-pages.ts), its description (page-descriptions.ts) and the words a visitor looks for on it. The
// server writes them into the search index at start (modules/search/search.service.ts, indexFixedPages); the browser never
// loads this file.
import { descriptionOf, PAGE_DESCRIPTIONS } from './page-descriptions';
import { pageNames, type PageNames } from './messages/ro/page-names';
import { matchPage, paths } from './site-pages';

export interface SearchablePage {
  path: string;
  title: string;
  body: string;
}

const WORDS: Readonly<Record<string, string>> = {
  [paths.aboutNatie]:
    'Asociația Nație prin Educație, partener oficial FIRST în România din 2016. Competiții regionale și naționale, parteneriate cu universități, finanțare prin strângere de fonduri, fondator, misiune, educație STEAM.',
  [paths.aboutFirst]:
    'FIRST (For Inspiration and Recognition of Science and Technology), fondată în 1989 de Dean Kamen, organizație non-profit. Programe: FIRST LEGO League (PreK-8, 4-16 ani), FIRST Tech Challenge (clasele 7-12, 12-18 ani), FIRST Robotics Competition (clasele 9-12, 14-18 ani). Gracious Professionalism, coopertition.',
  [paths.aboutGlobal]:
    'FIRST Global Challenge: o echipă din fiecare țară, peste 190 de țări, alianțe internaționale 3 la 3. Ediția 2025 la Panama City, 29 octombrie - 1 noiembrie, tema Eco Equilibrium. Echipa României, provocări pe rețelele sociale, olimpiada de robotică.',
  [paths.contact]:
    'Contact: formular de contact, e-mail, telefon, adresă. Echipa: președinte, director de program, consilier alumni, marketing, grafică, judge advisor. Promovare și comunicare, parteneriate și evenimente, certificate și alte întrebări, jurizare.',
  [paths.volunteer]:
    'Voluntariat: devino voluntar la competițiile FTC, arbitru, jurat, voluntar tehnic, comunitatea alumni, formular de înscriere pentru voluntari, implicare.',
  [paths.results]:
    'Rezultate: statistici ale programului, echipe active, elevi, licee, campionatul mondial FIRST, campioni mondiali 2022 și 2024, participări internaționale, mărturii, clasamente, campionatul național.',
  [paths.values]:
    'Valori și protecția tinerilor: cod de conduită, Youth Protection Program, ghidul programului, întrebări frecvente, politica de confidențialitate, acord pentru deplasarea echipei, ghid de informare a părinților, formular de incident medical, siguranță, instruiri video.',
  [paths.sponsors]:
    'Parteneri și sponsori: parteneri în educație, parteneri PLATINUM, GOLD și SILVER, companii care susțin echipele de robotică, investește în educație, sponsorizare.',
  [paths.getStarted]:
    'Primii pași: cum înființezi o echipă FTC, 5-15 elevi de 13-18 ani, 2-3 mentori, profesor coordonator, kit de start, buget, înscriere, granturi pentru echipele rookie, ore de lucru pe săptămână.',
  [paths.contribute]:
    'Contribuie: donează online, donație lunară, transfer bancar, IBAN, redirecționează 3,5% din impozitul pe venit, sponsorizează ca firmă, implică-te ca voluntar, impactul donațiilor.',
  [paths.companies]:
    'Companii: sponsorizare 20% din impozitul pe profit, declarația 177, pachete de sponsorizare, contract de sponsorizare, prezentare pentru parteneri, responsabilitate socială CSR, educație STEAM, egalitate de șanse, infrastructură școlară, comunitate, inovare și cercetare.',
  [paths.competitions]:
    'Calendarul competițiilor: etape regionale Est, Sud, Vest, Nord, etapa națională, etapa internațională, campionatul mondial Houston, sezoane, orașe și date, Piatra Neamț, Pitești, Timișoara, Cluj-Napoca.',
};

/** A page's name in `names` (a language's page names), for its row in that language's index. */
export function pageNameOf(names: PageNames, path: string): string {
  const match = matchPage(path);
  return (match && names[match.key]) ?? path;
}

/** Every page the search finds, in a fixed order (its index is its id in the search index). */
export const SEARCHABLE_PAGES: readonly SearchablePage[] = Object.entries(WORDS).map(([path, words]) => ({
  path,
  title: pageNameOf(pageNames, path),
  body: `${descriptionOf(PAGE_DESCRIPTIONS, path) ?? ''} ${words}`.trim(),
}));
