// Demo regions and teams (fictional), registered in the current season and taking part in its events.
// Team 00000 is deliberately absent: /teams/00000 is the site's static sample page.
import type { RegistrationStatus } from '../../src/shared/constants';
import type { SeedContext } from './context';
import type { DemoEventKey } from './demo-events';

export const REGIONS = ['Nord', 'Sud', 'Est', 'Vest', 'Centru', 'București-Ilfov'] as const;
type Region = (typeof REGIONS)[number];

interface TeamSeed {
  number: number;
  name: string;
  city: string;
  school: string;
  region: Region;
  rookieYear: number;
  status?: RegistrationStatus;
  events?: DemoEventKey[];
  motto?: string;
  about?: string;
  website?: string;
  facebook?: string;
  instagram?: string;
  linkedin?: string;
  email?: string;
  otherLink?: string;
  videoUrl?: string;
}

export const DEMO_TEAMS: readonly TeamSeed[] = [
  { number: 15033, name: 'RoboVolt', city: 'Timișoara', school: 'Liceul Teoretic „Grigore Moisil”', region: 'Vest', rookieYear: 2019, events: ['west'],
    motto: 'Curent continuu de idei', about: 'Suntem 12 elevi pasionați de electronică și programare. În fiecare sezon organizăm ateliere de robotică pentru elevii de gimnaziu din Timișoara.',
    website: 'https://robovolt.example.com', instagram: 'https://www.instagram.com/robovolt.example', email: 'robovolt@example.com', videoUrl: 'https://www.youtube.com/watch?v=Lq4eS9mVb3K' },
  { number: 18211, name: 'Gear Titans', city: 'Arad', school: 'Colegiul Național „Moise Nicoară”', region: 'Vest', rookieYear: 2021, events: ['west'],
    motto: 'Angrenați în performanță', facebook: 'https://www.facebook.com/geartitans.example' },
  { number: 21457, name: 'Bihor Bytes', city: 'Oradea', school: 'Colegiul Național „Emanuil Gojdu”', region: 'Vest', rookieYear: 2022, events: ['west'] },
  { number: 23890, name: 'Banat Mechanics', city: 'Timișoara', school: 'Colegiul Tehnic „Ion Mincu”', region: 'Vest', rookieYear: 2024, status: 'PENDING', events: ['west'] },
  { number: 14120, name: 'Cyber Dacians', city: 'Cluj-Napoca', school: 'Colegiul Național „Emil Racoviță”', region: 'Nord', rookieYear: 2018, events: ['north'],
    motto: 'Construim viitorul, piesă cu piesă', about: 'Echipă cu opt sezoane de experiență, finalistă la Campionatul Național. Mentorii noștri sunt profesori de fizică și informatică și foști membri ai echipei.',
    website: 'https://cyberdacians.example.com', facebook: 'https://www.facebook.com/cyberdacians.example', instagram: 'https://www.instagram.com/cyberdacians.example', linkedin: 'https://www.linkedin.com/company/cyberdacians-example' },
  { number: 16745, name: 'Someș Robotics', city: 'Cluj-Napoca', school: 'Liceul Teoretic „Tiberiu Popoviciu”', region: 'Nord', rookieYear: 2019, events: ['north'] },
  { number: 19502, name: 'Maramureș Makers', city: 'Baia Mare', school: 'Colegiul Național „Gheorghe Șincai”', region: 'Nord', rookieYear: 2020, events: ['north'],
    instagram: 'https://www.instagram.com/maramuresmakers.example' },
  { number: 24417, name: 'Bistrița Bots', city: 'Bistrița', school: 'Colegiul Național „Liviu Rebreanu”', region: 'Nord', rookieYear: 2025, status: 'PENDING' },
  { number: 13310, name: 'Quantum Gears', city: 'Iași', school: 'Colegiul Național „Costache Negruzzi”', region: 'Est', rookieYear: 2017,
    motto: 'Precizie în fiecare rotație', about: 'Echipă din Iași care pune accent pe proiectare CAD și pe mentoratul echipelor noi din Moldova. Colaborăm cu studenți de la universitățile tehnice din oraș.',
    website: 'https://quantumgears.example.com', email: 'contact@quantumgears.example.com', otherLink: 'https://github.com/quantumgears-example' },
  { number: 17228, name: 'NeamțTech', city: 'Piatra Neamț', school: 'Colegiul Național de Informatică', region: 'Est', rookieYear: 2019 },
  { number: 20981, name: 'Bucovina Bots', city: 'Suceava', school: 'Colegiul Național „Ștefan cel Mare”', region: 'Est', rookieYear: 2021,
    facebook: 'https://www.facebook.com/bucovinabots.example' },
  { number: 22304, name: 'Bacău Builders', city: 'Bacău', school: 'Colegiul Național „Vasile Alecsandri”', region: 'Est', rookieYear: 2022 },
  { number: 14655, name: 'Argeș Automata', city: 'Pitești', school: 'Colegiul Național „Ion C. Brătianu”', region: 'Sud', rookieYear: 2018, events: ['south'],
    motto: 'Automat spre performanță', instagram: 'https://www.instagram.com/argesautomata.example' },
  { number: 18764, name: 'Oltenia Overdrive', city: 'Craiova', school: 'Colegiul Național „Carol I”', region: 'Sud', rookieYear: 2020, events: ['south'] },
  { number: 22965, name: 'Prahova Pistons', city: 'Ploiești', school: 'Colegiul Național „Mihai Viteazul”', region: 'Sud', rookieYear: 2022, events: ['south'] },
  { number: 25120, name: 'Delta Droids', city: 'Constanța', school: 'Liceul Teoretic „Ovidius”', region: 'Sud', rookieYear: 2025, status: 'PENDING', events: ['south'] },
  { number: 12853, name: 'Capital Circuits', city: 'București', school: 'Colegiul Național de Informatică „Tudor Vianu”', region: 'București-Ilfov', rookieYear: 2016, events: ['south'],
    motto: 'Din 2016, în fiecare sezon', about: 'Una dintre primele echipe FTC din România. Foștii noștri membri sunt acum mentori și voluntari la competițiile naționale.',
    website: 'https://capitalcircuits.example.com', linkedin: 'https://www.linkedin.com/company/capitalcircuits-example', videoUrl: 'https://youtu.be/Ym2cR8tKw5D' },
  { number: 16002, name: 'Ilfov Innovators', city: 'Voluntari', school: 'Liceul Teoretic „Ioan Petruș”', region: 'București-Ilfov', rookieYear: 2019, events: ['south'] },
  { number: 15587, name: 'Carpathian Cogs', city: 'Brașov', school: 'Colegiul Național „Andrei Șaguna”', region: 'Centru', rookieYear: 2019, events: ['north', 'west'],
    motto: 'Urcăm împreună', facebook: 'https://www.facebook.com/carpathiancogs.example' },
  { number: 20418, name: 'Sibiu Sparks', city: 'Sibiu', school: 'Colegiul Național „Gheorghe Lazăr”', region: 'Centru', rookieYear: 2021, events: ['west'] },
  { number: 23066, name: 'Mureș Mechatronics', city: 'Târgu Mureș', school: 'Colegiul Național „Unirea”', region: 'Centru', rookieYear: 2023, status: 'PENDING', events: ['north'] },
];

/** Team number -> its registration in the current season (for local partners). */
export type Registrations = Map<number, number>;

async function regionIds(ctx: SeedContext): Promise<Map<string, number>> {
  await ctx.trx
    .insertInto('regions')
    .values(REGIONS.map((name) => ({ name })))
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const rows = await ctx.trx.selectFrom('regions').select(['id', 'name']).where('name', 'in', [...REGIONS]).execute();
  return new Map(rows.map((r) => [r.name, r.id]));
}

/**
 * Teams, their registrations in the season (when there is one) and their events. A team number the database
 * already has is skipped, so demo content never touches real teams.
 */
export async function seedTeams(ctx: SeedContext, seasonId: number | null, events: Partial<Record<DemoEventKey, number>>): Promise<Registrations> {
  const regions = await regionIds(ctx);
  const registrations: Registrations = new Map();
  for (const [i, team] of DEMO_TEAMS.entries()) {
    const inserted = await ctx.trx
      .insertInto('teams')
      .values({
        team_number: team.number,
        name: team.name,
        city: team.city,
        school: team.school,
        rookie_year: team.rookieYear,
        motto: team.motto ?? null,
        about: team.about ?? null,
        website: team.website ?? null,
        facebook: team.facebook ?? null,
        instagram: team.instagram ?? null,
        linkedin: team.linkedin ?? null,
        email: team.email ?? null,
        other_link: team.otherLink ?? null,
        video_url: team.videoUrl ?? null,
        created_at: ctx.nowIso,
        updated_at: ctx.nowIso,
      })
      .onConflict((oc) => oc.column('team_number').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted || seasonId === null) continue;
    const registration = await ctx.trx
      .insertInto('team_registrations')
      .values({
        team_id: inserted.id,
        season_id: seasonId,
        region_id: regions.get(team.region) ?? null,
        registration_status: team.status ?? 'CONFIRMED',
        romanian_number: `RO${String(i + 1).padStart(3, '0')}`,
        created_at: ctx.nowIso,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    registrations.set(team.number, registration.id);
    const eventIds = (team.events ?? []).map((key) => events[key]).filter((id): id is number => id !== undefined);
    if (eventIds.length) {
      await ctx.trx
        .insertInto('event_teams')
        .values(eventIds.map((event_id) => ({ event_id, team_id: inserted.id, created_at: ctx.nowIso })))
        .execute();
    }
  }
  return registrations;
}
