// The competitions calendar (/concursuri): regional, national and international stages of four seasons.
// 2024-2025 is exactly spec 01 §9. The FIRST Championship dates are the published ones; the Romanian stages of
// 2021-2022 to 2023-2024 are plausible placeholders, listed in docs/decisions/001-seed-content.md for the association to confirm.
import type { Insertable } from 'kysely';
import type { CompetitionStagesTable } from '../../src/server/db/types';

type Stage = Omit<Insertable<CompetitionStagesTable>, 'season_label' | 'sort_order'>;

const regional = (name: string, city: string, date_start: string, date_end: string): Stage => ({
  stage: 'regional',
  name: `Etapa regională ${name}`,
  city,
  date_start,
  date_end,
});
const national = (city: string, date_start: string, date_end: string): Stage => ({
  stage: 'national',
  name: 'Campionatul Național FIRST Tech Challenge România',
  city,
  date_start,
  date_end,
});
const world = (date_start: string, date_end: string): Stage => ({
  stage: 'international',
  name: 'FIRST Championship (Campionatul Mondial)',
  city: 'Houston, Texas, SUA',
  date_start,
  date_end,
});

/** Season label -> stages in calendar order (dates are local calendar days, YYYY-MM-DD). */
export const CALENDAR: Record<string, Stage[]> = {
  '2024-2025': [
    regional('Est', 'Piatra Neamț', '2025-01-17', '2025-01-19'),
    regional('Sud', 'Pitești', '2025-02-07', '2025-02-09'),
    regional('Vest', 'Timișoara', '2025-02-21', '2025-02-23'),
    regional('Nord', 'Cluj-Napoca', '2025-02-28', '2025-03-02'),
    national('Pitești', '2025-03-14', '2025-03-16'),
    world('2025-04-16', '2025-04-19'),
  ],
  '2023-2024': [
    regional('Est', 'Iași', '2024-01-19', '2024-01-21'),
    regional('Sud', 'Craiova', '2024-02-02', '2024-02-04'),
    regional('Vest', 'Oradea', '2024-02-16', '2024-02-18'),
    regional('Nord', 'Cluj-Napoca', '2024-02-23', '2024-02-25'),
    national('București', '2024-03-15', '2024-03-17'),
    world('2024-04-17', '2024-04-20'),
  ],
  '2022-2023': [
    regional('Est', 'Bacău', '2023-01-20', '2023-01-22'),
    regional('Sud', 'Ploiești', '2023-02-03', '2023-02-05'),
    regional('Vest', 'Arad', '2023-02-17', '2023-02-19'),
    regional('Nord', 'Baia Mare', '2023-02-24', '2023-02-26'),
    national('București', '2023-03-17', '2023-03-19'),
    world('2023-04-19', '2023-04-22'),
  ],
  '2021-2022': [
    regional('Est', 'Suceava', '2022-01-28', '2022-01-30'),
    regional('Sud', 'Pitești', '2022-02-11', '2022-02-13'),
    regional('Vest', 'Timișoara', '2022-02-25', '2022-02-27'),
    regional('Nord', 'Târgu Mureș', '2022-03-04', '2022-03-06'),
    national('București', '2022-03-25', '2022-03-27'),
    world('2022-04-20', '2022-04-23'),
  ],
};

export function calendarRows(): Insertable<CompetitionStagesTable>[] {
  return Object.entries(CALENDAR).flatMap(([season_label, stages]) =>
    stages.map((stage, i) => ({ ...stage, season_label, sort_order: i + 1 })),
  );
}

/** The Romanian calendar day (YYYY-MM-DD, Europe/Bucharest) of an ISO instant. */
export const calendarDay = (iso: string): string => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Bucharest' }).format(new Date(iso));
