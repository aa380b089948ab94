// Demo resources for both pages, in every category, over several sections and subsections. One item of each
// category breaks its display rule on purpose (Video without a YouTube link, Document without a file, Link
// without a link), so the public pages' rules can be seen and tested.
import type { ResourceCategory, ResourcePage } from '../../src/shared/constants';
import type { SeedContext } from './context';
import { postImage } from './images';
import { makePdf, slug } from './pdf';

interface ResourceSeed {
  page: ResourcePage;
  section: string;
  subsection: string;
  category: ResourceCategory;
  description: string;
  link?: string;
  priority: number;
  /** A generated PDF attached to a Document. */
  pdf?: string[];
  /** A generated thumbnail attached to a Video or Link. */
  thumbnail?: { title: string[]; variant: number };
}

const SEASON = 'season-materials';
const TEAM = 'team-resources';

export const DEMO_RESOURCES: readonly ResourceSeed[] = [
  // Season materials
  { page: SEASON, section: 'Manualul competiției', subsection: 'Jocul sezonului', category: 'Video', priority: 1,
    description: 'Animația oficială a jocului DECODE, cu explicarea punctajului', link: 'https://www.youtube.com/watch?v=Xk3r9Tq2LmA' },
  { page: SEASON, section: 'Manualul competiției', subsection: 'Jocul sezonului', category: 'Link', priority: 2,
    description: 'Manualul competiției (Competition Manual) pe site-ul FIRST', link: 'https://www.firstinspires.org/robotics/ftc/game-and-season' },
  { page: SEASON, section: 'Manualul competiției', subsection: 'Jocul sezonului', category: 'Video', priority: 3,
    description: 'Prezentarea terenului de joc (fără link YouTube: nu se afișează)', link: 'https://vimeo.com/812345670' },
  { page: SEASON, section: 'Manualul competiției', subsection: 'Întrebări și răspunsuri', category: 'Link', priority: 1,
    description: 'Forumul oficial de întrebări și răspunsuri despre reguli', link: 'https://ftc-qa.firstinspires.org/' },
  { page: SEASON, section: 'Regulament național', subsection: 'Regulamentul etapelor din România', category: 'Document', priority: 1,
    description: 'Regulamentul național al competiției DECODE 2025-2026',
    pdf: ['Regulile etapelor regionale si ale Campionatului National.', 'Se aplica impreuna cu manualul competitiei.', 'Toti membrii si mentorii echipei trebuie sa il citeasca.'] },
  { page: SEASON, section: 'Regulament național', subsection: 'Regulamentul etapelor din România', category: 'Document', priority: 2,
    description: 'Calendarul etapelor regionale și al Campionatului Național',
    pdf: ['Etapele regionale: Nord, Sud, Est, Vest.', 'Campionatul National: martie.', 'Datele exacte sunt pe pagina de evenimente.'] },
  { page: SEASON, section: 'Regulament național', subsection: 'Regulamentul etapelor din România', category: 'Document', priority: 3,
    description: 'Anexa cu formularele de înscriere (fișier încă neîncărcat: nu se afișează)' },
  { page: SEASON, section: 'Jurizare', subsection: 'Premii și portofoliu', category: 'Video', priority: 1,
    description: 'Cum pregătești portofoliul ingineresc al echipei', link: 'https://youtu.be/p7ZbH1vQw0s' },
  { page: SEASON, section: 'Jurizare', subsection: 'Premii și portofoliu', category: 'Document', priority: 2,
    description: 'Ghidul premiilor și al interviului cu juriul',
    pdf: ['Premiile acordate la fiecare etapa.', 'Cum decurge interviul cu juriul.', 'Criterii pentru portofoliul ingineresc.'] },

  // Team resources (Learning Materials)
  { page: TEAM, section: 'Programare', subsection: 'Java și Android Studio', category: 'Video', priority: 1,
    description: 'Primii pași în Android Studio pentru robotul FTC', link: 'https://www.youtube.com/watch?v=R2uTn8cYe4M' },
  { page: TEAM, section: 'Programare', subsection: 'Java și Android Studio', category: 'Link', priority: 2,
    description: 'Documentația oficială FTC (SDK, configurare, exemple)', link: 'https://ftc-docs.firstinspires.org/' },
  { page: TEAM, section: 'Programare', subsection: 'Java și Android Studio', category: 'Link', priority: 3,
    description: 'Game Manual 0: ghidul comunității FTC pentru echipe', link: 'https://gm0.org/' },
  { page: TEAM, section: 'Programare', subsection: 'Blocks', category: 'Video', priority: 1,
    description: 'Programare cu Blocks: primul program autonom', link: 'https://www.youtube.com/watch?v=aG5mK0sLq9E' },
  { page: TEAM, section: 'Programare', subsection: 'Blocks', category: 'Document', priority: 2,
    description: 'Fișă de lucru: mișcarea robotului cu Blocks',
    pdf: ['Exercitiul 1: mers inainte doua secunde.', 'Exercitiul 2: viraj la 90 de grade.', 'Exercitiul 3: citirea unui senzor.'] },
  { page: TEAM, section: 'Mecanică', subsection: 'Șasiu și transmisie', category: 'Video', priority: 1,
    description: 'Construirea unui șasiu cu roți mecanum', link: 'https://www.youtube.com/watch?v=vN6jW3bPz1U' },
  { page: TEAM, section: 'Mecanică', subsection: 'Șasiu și transmisie', category: 'Document', priority: 2,
    description: 'Lista de verificare a robotului înainte de competiție',
    pdf: ['Baterii incarcate si fixate.', 'Cabluri prinse, fara capete libere.', 'Dimensiuni in limitele regulamentului.'] },
  { page: TEAM, section: 'Mecanică', subsection: 'Proiectare CAD', category: 'Link', priority: 1,
    description: 'Onshape pentru educație: cont gratuit pentru proiectare CAD', link: 'https://www.onshape.com/en/education',
    thumbnail: { title: ['PROIECTARE', 'CAD'], variant: 3 } },
  { page: TEAM, section: 'Mecanică', subsection: 'Proiectare CAD', category: 'Video', priority: 2,
    description: 'Tutorial de proiectare (fără link YouTube: nu se afișează)', link: 'https://example.com/tutorial-cad' },
  { page: TEAM, section: 'Organizarea echipei', subsection: 'Strategie și buget', category: 'Document', priority: 1,
    description: 'Șablon de buget pentru un sezon FTC',
    pdf: ['Kitul de start: aproximativ 4.000 de euro.', 'Piese de schimb si consumabile.', 'Transport si cazare la competitii.'] },
  { page: TEAM, section: 'Organizarea echipei', subsection: 'Strategie și buget', category: 'Video', priority: 2,
    description: 'Cum prezinți echipa unui potențial sponsor', link: 'https://www.youtube.com/watch?v=tC8dF2xHr7Y' },
  { page: TEAM, section: 'Organizarea echipei', subsection: 'Strategie și buget', category: 'Link', priority: 3,
    description: 'Ghid pentru strângerea de fonduri (link în curs de actualizare: nu se afișează)', link: '' },
];

export async function seedResources(ctx: SeedContext): Promise<void> {
  for (const resource of DEMO_RESOURCES) {
    let imageId: number | null = null;
    if (resource.pdf) {
      imageId = await ctx.storeFile({
        name: `${slug(resource.description)}.pdf`,
        bytes: makePdf(resource.description, resource.pdf),
        mime: 'application/pdf',
        entityType: 'resource_file',
      });
    } else if (resource.thumbnail) {
      imageId = await ctx.storeFile({
        name: `${slug(resource.description)}.png`,
        bytes: postImage(resource.thumbnail.title, undefined, resource.thumbnail.variant),
        mime: 'image/png',
        entityType: 'resource_file',
      });
    }
    await ctx.trx
      .insertInto('resources')
      .values({
        page: resource.page,
        section: resource.section,
        subsection: resource.subsection,
        description: resource.description,
        link: resource.category === 'Document' ? '' : (resource.link ?? ''),
        category: resource.category,
        priority: resource.priority,
        image_id: imageId,
        created_at: ctx.nowIso,
        updated_at: ctx.nowIso,
      })
      .execute();
  }
}
