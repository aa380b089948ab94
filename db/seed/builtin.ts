// Built-in content, seeded into every new database: the ten seasons, the competitions calendar and the spec's
// five sample events (seasons 8 and 9).
import type { SeedContext } from './context';
import { eest, eet } from './context';
import { calendarRows } from './calendar';
import { insertEvent, type EventSeed } from './rows';

/** Season number -> first year and game. Season 1 is 2016-2017. */
export const SEASONS: ReadonlyArray<{ number: number; game: string }> = [
  { number: 1, game: 'VELOCITY VORTEX' },
  { number: 2, game: 'RELIC RECOVERY' },
  { number: 3, game: 'ROVER RUCKUS' },
  { number: 4, game: 'SKYSTONE' },
  { number: 5, game: 'ULTIMATE GOAL' },
  { number: 6, game: 'FREIGHT FRENZY' },
  { number: 7, game: 'POWERPLAY' },
  { number: 8, game: 'CENTERSTAGE' },
  { number: 9, game: 'INTO THE DEEP' },
  { number: 10, game: 'DECODE' },
];
export const CURRENT_SEASON_NUMBER = 10;

export const firstYearOf = (seasonNumber: number): number => 2015 + seasonNumber;

/** 'DECODE 2025-2026': the game, then the school years. */
export function seasonName(seasonNumber: number): string {
  const season = SEASONS.find((s) => s.number === seasonNumber);
  const year = firstYearOf(seasonNumber);
  return `${season?.game ?? `Sezonul ${seasonNumber}`} ${year}-${year + 1}`;
}

async function seedSeasons(ctx: SeedContext) {
  const hasCurrent = await ctx.trx.selectFrom('seasons').select('id').where('is_current', '=', 1).executeTakeFirst();
  for (const season of SEASONS) {
    const year = firstYearOf(season.number);
    await ctx.trx
      .insertInto('seasons')
      .values({
        season_number: season.number,
        season_name: seasonName(season.number),
        // Registration window of every season: 1 July to 1 October of its first year (spec 01 §9).
        registration_start: `${year}-07-01T00:00:00.000Z`,
        registration_end: `${year}-10-01T00:00:00.000Z`,
        is_current: !hasCurrent && season.number === CURRENT_SEASON_NUMBER ? 1 : 0,
        // The FTC Events API names a season by its first year.
        ftc_year: year,
        created_at: ctx.nowIso,
        updated_at: ctx.nowIso,
      })
      .onConflict((oc) => oc.column('season_number').doNothing())
      .execute();
  }
}

export async function seasonIdOf(ctx: SeedContext, seasonNumber: number): Promise<number | null> {
  const row = await ctx.trx.selectFrom('seasons').select('id').where('season_number', '=', seasonNumber).executeTakeFirst();
  return row?.id ?? null;
}

/** The spec's five sample events, in seasons 9 (INTO THE DEEP) and 8 (CENTERSTAGE). */
export const BUILTIN_EVENTS: ReadonlyArray<{ season: number; event: EventSeed }> = [
  {
    season: 9,
    event: {
      title: 'Kickoff INTO THE DEEP România',
      shortDescription: 'Lansarea oficială a sezonului INTO THE DEEP în România.',
      description:
        'Echipele, mentorii și voluntarii se reunesc la București pentru lansarea sezonului 2024-2025. Prezentăm jocul INTO THE DEEP, noutățile din regulament, calendarul etapelor regionale și sesiuni practice despre construcția robotului.',
      location: 'București',
      coordinatesOf: 'București',
      dateStart: eest('2024-09-14', 10),
      dateEnd: eest('2024-09-14', 16),
      category: 'Kickoff',
      tags: ['kickoff', 'INTO THE DEEP'],
      image: { title: ['KICKOFF', 'INTO THE DEEP'], subtitle: 'București - 2024', variant: 0 },
    },
  },
  {
    season: 9,
    event: {
      title: 'Etapa regională Est – Piatra Neamț',
      shortDescription: 'Etapa regională Est a sezonului INTO THE DEEP.',
      description:
        'Prima etapă regională a sezonului 2024-2025: trei zile de meciuri de calificare, interviuri cu juriul și finale. Cele mai bune echipe se califică la Campionatul Național de la Pitești.',
      location: 'Piatra Neamț',
      coordinatesOf: 'Piatra Neamț',
      dateStart: eet('2025-01-17', 9),
      dateEnd: eet('2025-01-19', 18),
      category: 'FTC',
      ftcEventCode: 'ROEST25',
      applicationsDeadline: eet('2024-12-20', 23),
      tags: ['regională', 'Est'],
      image: { title: ['REGIONALĂ EST'], subtitle: 'Piatra Neamț', variant: 1 },
    },
  },
  {
    season: 9,
    event: {
      title: 'Campionatul Național INTO THE DEEP – Pitești',
      shortDescription: 'Finala națională a sezonului 2024-2025.',
      description:
        'Echipele calificate din cele patru etape regionale concurează pentru titlul de campioană națională și pentru locurile care duc la Campionatul Mondial FIRST de la Houston.',
      location: 'Pitești',
      coordinatesOf: 'Pitești',
      dateStart: eet('2025-03-14', 9),
      dateEnd: eet('2025-03-16', 18),
      category: 'National Championship',
      ftcEventCode: 'ROCMP25',
      tags: ['național', 'INTO THE DEEP'],
      image: { title: ['CAMPIONATUL', 'NAȚIONAL'], subtitle: 'Pitești - 2025', variant: 3 },
    },
  },
  {
    season: 8,
    event: {
      title: 'Kickoff CENTERSTAGE România 2023',
      shortDescription: 'Lansarea oficială a sezonului CENTERSTAGE în România.',
      description:
        'Lansarea sezonului 2023-2024 la București: prezentarea jocului CENTERSTAGE, a regulamentului național și a calendarului competițiilor, cu ateliere pentru echipele aflate la primul sezon.',
      location: 'București',
      coordinatesOf: 'București',
      dateStart: eest('2023-09-16', 10),
      dateEnd: eest('2023-09-16', 16),
      category: 'Kickoff',
      tags: ['kickoff', 'CENTERSTAGE'],
      image: { title: ['KICKOFF', 'CENTERSTAGE'], subtitle: 'București - 2023', variant: 2 },
    },
  },
  {
    season: 8,
    event: {
      title: 'Campionatul Național CENTERSTAGE 2024',
      shortDescription: 'Finala națională a sezonului 2023-2024.',
      description:
        'Cele mai bune echipe ale sezonului CENTERSTAGE se întâlnesc la București pentru titlul de campioană națională și pentru calificarea la Campionatul Mondial FIRST.',
      location: 'București',
      coordinatesOf: 'București',
      dateStart: eet('2024-03-15', 9),
      dateEnd: eet('2024-03-17', 18),
      category: 'National Championship',
      ftcEventCode: 'ROCMP24',
      tags: ['național', 'CENTERSTAGE'],
      image: { title: ['CAMPIONATUL', 'NAȚIONAL'], subtitle: 'București - 2024', variant: 0 },
    },
  },
];

export async function seedBuiltin(ctx: SeedContext): Promise<void> {
  await seedSeasons(ctx);
  await ctx.trx.insertInto('competition_stages').values(calendarRows()).execute();
  for (const { season, event } of BUILTIN_EVENTS) {
    const seasonId = await seasonIdOf(ctx, season);
    if (seasonId !== null) await insertEvent(ctx, seasonId, event);
  }
}
