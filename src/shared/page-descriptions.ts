// Each fixed page's meta description in Romanian (the head the server writes: modules/pages/pages.service.ts), by path;
// the English ones are in messages/en/page-descriptions.ts (the same keys, checked by the type). Apart from
// shared/site-pages.ts so that the browser's bundle, which needs only the pages' names, does not carry them.
import { paths, SITE_DESCRIPTION } from './site-pages';

const descriptions = {
  [paths.home]: SITE_DESCRIPTION,
  [paths.news]: 'Toate postările FIRST Tech Challenge Romania: anunțuri, rezultate și povești ale echipelor de robotică.',
  [paths.about]: 'Despre FIRST Tech Challenge Romania: asociația, programele FIRST, voluntariat, rezultate, valori și parteneri.',
  [paths.aboutNatie]: 'Asociația Nație prin Educație: partener oficial FIRST din 2016, organizează competițiile regionale și naționala FTC în România.',
  [paths.aboutFirst]: 'Ce sunt FIRST și FIRST Tech Challenge: istoria organizației fondate în 1989 și programele ei pentru elevi de 4 până la 18 ani.',
  [paths.aboutGlobal]: 'FIRST Global Challenge: o echipă din fiecare țară, peste 190 de țări, alianțe internaționale 3 la 3; ediția 2025 la Panama City.',
  [paths.contact]: 'Scrie-ne: formular de contact, echipa FTC Romania și adresele pentru parteneriate, certificate, jurizare și comunicare.',
  [paths.volunteer]: 'Devino voluntar FIRST Tech Challenge Romania: comunitatea alumni și voluntari la competițiile de robotică.',
  [paths.results]: 'Rezultatele FTC Romania: 236 de echipe active, 10.800 de elevi, două titluri mondiale și participări la campionatele lumii.',
  [paths.values]: 'Valorile FIRST și protecția tinerilor: cod de conduită, ghiduri pentru părinți și mentori, documente și instruiri.',
  [paths.sponsors]: 'Parteneri în educație: partenerii PLATINUM, GOLD și SILVER care susțin echipele de robotică din România.',
  [paths.resources]: 'Resurse pentru echipele FTC: materiale de sezon, materiale de învățare și ghidul de început.',
  [paths.seasonMaterials]: 'Materialele sezonului FTC: manualul competiției, regulamentele naționale, videoclipuri și documente pentru echipe.',
  [paths.teamResources]: 'Materiale de învățare pentru echipele și mentorii FTC: programare, mecanică, design, strângere de fonduri.',
  [paths.getStarted]: 'Cum înființezi o echipă FTC: 5-15 elevi de 13-18 ani, 2-3 mentori, kitul de start și pașii de înscriere.',
  [paths.teams]: 'Harta și lista echipelor FTC din România: echipele înscrise în sezonul curent, pe orașe și regiuni.',
  ['/teams/00000']: 'Cum arată pagina unei echipe FTC: număr, nume, motto, an de debut, oraș, regiune și parteneri locali.',
  [paths.events]: 'Evenimentele oficiale FTC Romania din sezonul curent: etape regionale, naționala, kickoff și turnee de ligă.',
  [paths.competitions]: 'Calendarul competițiilor FTC Romania pe sezoane: etapele regionale, etapa națională și etapa internațională.',
  [paths.contribute]: 'Susține robotica în liceele din România: donează, sponsorizează ca firmă sau implică-te ca voluntar.',
  [paths.companies]: 'Sponsorizare pentru companii: 20% din impozitul pe profit, declarația 177, pachete de sponsorizare și pilonii CSR.',
  [paths.search]: 'Caută pe site-ul FIRST Tech Challenge Romania: postări, evenimente, echipe, resurse și paginile despre program.',
  [paths.myAccount]: 'Contul tău pe site-ul FIRST Tech Challenge Romania: datele tale și legătura cu echipa ta.',
};

export type PageDescriptions = { readonly [P in keyof typeof descriptions]: string };

export const PAGE_DESCRIPTIONS: PageDescriptions = descriptions;

/** A page's description by its path (without language prefix), or undefined for a page without one. */
export const descriptionOf = (table: PageDescriptions, path: string): string | undefined =>
  Object.hasOwn(table, path) ? (table as Readonly<Record<string, string>>)[path] : undefined;
