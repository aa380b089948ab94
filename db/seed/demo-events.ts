// Demo events of the current season, placed relative to the moment of seeding so that past, ongoing and upcoming
// events all exist: two ended, one runs from yesterday to tomorrow, three are in the coming weeks.
import { dayAt, type SeedContext } from './context';
import { insertEvent, type EventSeed } from './rows';

export type DemoEventKey = 'kickoff' | 'workshop' | 'west' | 'north' | 'south' | 'national';

export function demoEvents(now: number): Record<DemoEventKey, EventSeed> {
  return {
    kickoff: {
      title: 'Kickoff DECODE România',
      shortDescription: 'Lansarea oficială a sezonului DECODE în România.',
      description:
        'Echipele, mentorii și voluntarii s-au reunit la București pentru lansarea sezonului 2025-2026: prezentarea jocului DECODE, a regulamentului național și a calendarului competițiilor, plus ateliere pentru echipele noi.',
      location: 'București',
      coordinatesOf: 'București',
      dateStart: dayAt(now, -60, 7),
      dateEnd: dayAt(now, -60, 14),
      category: 'Kickoff',
      tags: ['kickoff', 'DECODE'],
      image: { title: ['KICKOFF', 'DECODE'], subtitle: 'București', variant: 0 },
    },
    workshop: {
      title: 'Atelier online: programarea robotului în Java',
      shortDescription: 'Două seri de programare pentru echipele noi.',
      description:
        'Un atelier online în două seri pentru programatorii echipelor: structura unui OpMode, controlul motoarelor, citirea senzorilor și primul program autonom. Înregistrarea este disponibilă în secțiunea Resurse.',
      location: 'Online',
      dateStart: dayAt(now, -21, 15),
      dateEnd: dayAt(now, -20, 18),
      category: 'Workshop',
      tags: ['atelier', 'programare'],
    },
    west: {
      title: 'Turneul de ligă Vest – Timișoara',
      shortDescription: 'Turneu de ligă pentru echipele din regiunea Vest.',
      description:
        'Echipele din vestul țării joacă meciuri de ligă care contează pentru clasamentul regional. Publicul este binevenit în toate cele trei zile; finalele au loc în ultima zi, după-amiaza.',
      location: 'Timișoara',
      address: 'Sala Sporturilor, Timișoara',
      coordinatesOf: 'Timișoara',
      dateStart: dayAt(now, -1, 7),
      dateEnd: dayAt(now, 1, 16),
      category: 'League Tournament',
      ftcEventCode: 'ROWLT26',
      tags: ['ligă', 'Vest'],
      image: { title: ['TURNEUL DE LIGĂ', 'VEST'], subtitle: 'Timișoara', variant: 1 },
    },
    north: {
      title: 'Etapa regională Nord – Cluj-Napoca',
      shortDescription: 'Etapa regională Nord a sezonului DECODE.',
      description:
        'Trei zile de meciuri de calificare, interviuri cu juriul și finale pentru echipele din regiunea Nord. Cele mai bune echipe se califică la Campionatul Național.',
      location: 'Cluj-Napoca',
      coordinatesOf: 'Cluj-Napoca',
      dateStart: dayAt(now, 12, 7),
      dateEnd: dayAt(now, 14, 16),
      category: 'FTC',
      ftcEventCode: 'RONORD26',
      applicationsDeadline: dayAt(now, 5, 21),
      tags: ['regională', 'Nord'],
      image: { title: ['REGIONALĂ', 'NORD'], subtitle: 'Cluj-Napoca', variant: 3 },
    },
    south: {
      title: 'Etapa regională Sud – Craiova',
      shortDescription: 'Etapa regională Sud a sezonului DECODE.',
      description:
        'Etapa regională pentru echipele din sudul țării și din București-Ilfov: meciuri de calificare, interviuri cu juriul, inspecție tehnică și finale.',
      location: 'Craiova',
      dateStart: dayAt(now, 26, 7),
      dateEnd: dayAt(now, 28, 16),
      category: 'FTC',
      ftcEventCode: 'ROSUD26',
      applicationsDeadline: dayAt(now, 19, 21),
      tags: ['regională', 'Sud'],
    },
    national: {
      title: 'Campionatul Național DECODE – Pitești',
      shortDescription: 'Finala națională a sezonului 2025-2026.',
      description:
        'Echipele calificate din etapele regionale concurează pentru titlul de campioană națională și pentru locurile la Campionatul Mondial FIRST de la Houston.',
      location: 'Pitești',
      coordinatesOf: 'Pitești',
      dateStart: dayAt(now, 61, 7),
      dateEnd: dayAt(now, 63, 16),
      category: 'National Championship',
      ftcEventCode: 'ROCMP26',
      brochureLink: 'https://www.firstinspires.org/robotics/ftc/game-and-season',
      tags: ['național', 'DECODE'],
      image: { title: ['CAMPIONATUL', 'NAȚIONAL'], subtitle: 'Pitești', variant: 2 },
    },
  };
}

export async function seedEvents(ctx: SeedContext, seasonId: number): Promise<Record<DemoEventKey, number>> {
  const ids = {} as Record<DemoEventKey, number>;
  for (const [key, event] of Object.entries(demoEvents(ctx.now)) as Array<[DemoEventKey, EventSeed]>) {
    ids[key] = await insertEvent(ctx, seasonId, event);
  }
  return ids;
}
