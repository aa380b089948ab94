// Demo home posts: one announcement, every image position, some with a generated banner, spread over recent weeks.
import type { ImagePosition } from '../../src/shared/constants';
import { DAY_MS, type SeedContext } from './context';
import { postImage } from './images';
import { slugify } from '../../src/shared/slug';
import { plainRichText, richTextColumns } from '../../src/shared/rich-text/stored';
import { slug } from './pdf';

interface PostSeed {
  title: string;
  description: string;
  priority: number;
  imagePosition: ImagePosition;
  announcement?: boolean;
  daysAgo: number;
  image?: { title: string[]; subtitle?: string; variant: number };
}

export const DEMO_POSTS: readonly PostSeed[] = [
  {
    title: 'Calendarul competițiilor DECODE 2025-2026',
    description:
      'Am publicat calendarul sezonului DECODE: etapele regionale, Campionatul Național și drumul spre Campionatul Mondial FIRST de la Houston. Găsiți datele pe pagina de evenimente; vă rugăm să vă pregătiți echipa din timp.',
    priority: 1,
    imagePosition: 'BIG',
    announcement: true,
    daysAgo: 2,
    image: { title: ['CALENDARUL', 'SEZONULUI DECODE'], subtitle: 'Etape regionale și campionat național', variant: 0 },
  },
  {
    title: 'A început sezonul DECODE',
    description:
      'Echipele din toată țara au descoperit provocarea sezonului și lucrează deja la primele schițe ale roboților. Manualul competiției, regulamentul național și materialele video sunt în secțiunea Resurse.',
    priority: 2,
    imagePosition: 'LEFT',
    daysAgo: 6,
    image: { title: ['DECODE', '2025-2026'], subtitle: 'Un nou sezon FTC', variant: 1 },
  },
  {
    title: 'Granturi pentru echipele aflate la primul sezon',
    description:
      'Echipele rookie pot solicita un grant pentru kitul de start (aproximativ 4.000 de euro), în limita bugetului disponibil. O echipă are între 5 și 15 elevi de 13-18 ani și 2-3 mentori, dintre care cel puțin un profesor.',
    priority: 3,
    imagePosition: 'RIGHT',
    daysAgo: 11,
    image: { title: ['GRANTURI', 'PENTRU ROOKIE'], subtitle: 'Kit de start pentru echipele noi', variant: 2 },
  },
  {
    title: 'Căutăm voluntari pentru etapele regionale',
    description:
      'Avem nevoie de arbitri, jurați, inspectori tehnici și voluntari pentru organizare. Nu este nevoie de experiență: oferim instruire înainte de fiecare etapă. Înscrierea se face din pagina Voluntariat.',
    priority: 4,
    imagePosition: 'LEFT',
    daysAgo: 16,
  },
  {
    title: 'Atelier gratuit pentru mentori: primii pași în FTC',
    description:
      'Profesorii și mentorii echipelor noi sunt invitați la un atelier online despre organizarea echipei, bugetul sezonului, portofoliul ingineresc și pregătirea pentru prima competiție.',
    priority: 5,
    imagePosition: 'RIGHT',
    daysAgo: 24,
    image: { title: ['ATELIER', 'PENTRU MENTORI'], subtitle: 'Online - gratuit', variant: 3 },
  },
  {
    title: 'Mulțumim partenerilor care susțin educația STEAM',
    description:
      'Fără companiile și instituțiile partenere, sezonul nu ar fi posibil. Mulțumim tuturor celor care au investit în echipamente, premii și evenimente pentru elevii din toată țara.',
    priority: 5,
    imagePosition: 'BIG',
    daysAgo: 40,
  },
];

export async function seedPosts(ctx: SeedContext): Promise<void> {
  for (const post of DEMO_POSTS) {
    const imageId = post.image
      ? await ctx.storeFile({
          name: `${slug(post.title)}.png`,
          bytes: postImage(post.image.title, post.image.subtitle, post.image.variant),
          mime: 'image/png',
          entityType: 'home_post_image',
        })
      : null;
    const at = new Date(ctx.now - post.daysAgo * DAY_MS).toISOString();
    await ctx.trx
      .insertInto('home_posts')
      .values({
        slug: slugify(post.title),
        title: post.title,
        ...richTextColumns(plainRichText(post.description)),
        priority: post.priority,
        image_position: post.imagePosition,
        announcement: post.announcement ? 1 : 0,
        image_id: imageId,
        created_at: at,
        updated_at: at,
      })
      .execute();
  }
}
