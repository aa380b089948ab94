// Issue 24, defect 8: Romanian counts by Intl.PluralRules('ro') (one / few / other), and the teams page's notice from
// the season's registration dates (never a fixed date).
import { describe, expect, it } from 'vitest';
import { enFigureWords, figureNumber, roCount, roFigureWords } from '../../src/shared/plural';
import type { SeasonOutput } from '../../src/shared/schemas/seasons';
import { teams as enTeams } from '../../src/shared/messages/en/teams';
import { teams as roTeams } from '../../src/shared/messages/ro/teams';
import { registrationText as textIn } from '../../src/web/features/public/teams/coming-soon';

describe('roCount', () => {
  it.each([
    [0, '0 echipe'],
    [1, '1 echipă'],
    [2, '2 echipe'],
    [19, '19 echipe'],
    [20, '20 de echipe'],
    [21, '21 de echipe'],
    [100, '100 de echipe'],
    [101, '101 echipe'],
    [119, '119 echipe'],
    [120, '120 de echipe'],
    [1000, '1000 de echipe'],
  ])('%i -> %s', (n, text) => expect(roCount(n, 'echipă', 'echipe')).toBe(text));

  it('reads the number in a written figure', () => {
    expect(figureNumber('4500+')).toBe(4500);
    expect(figureNumber('peste 10.000')).toBe(10000);
    expect(figureNumber('750.000 €')).toBe(750000);
    expect(figureNumber('—')).toBeNull();
    expect(roFigureWords('15', 'elev', 'elevi')).toBe('elevi');
    expect(roFigureWords('4500+', 'elev', 'elevi')).toBe('de elevi');
  });
});

describe('registrationText', () => {
  const registrationText = (season: SeasonOutput | null, now: number) => textIn(season, now, roTeams.comingSoon, 'ro');
  const season = (start: string | null, end: string | null) => ({ seasonName: 'DECODE 2025-2026', registrationStart: start, registrationEnd: end }) as SeasonOutput;
  const at = (iso: string) => Date.parse(iso);

  it("names the season's own dates, before, during and after registration", () => {
    const s = season('2026-07-01T00:00:00.000Z', '2026-10-01T20:59:59.000Z');
    expect(registrationText(s, at('2026-06-01T00:00:00Z'))).toBe(
      'Înscrierile pentru sezonul DECODE 2025-2026 se deschid pe 1 iulie 2026 și se închid pe 1 octombrie 2026. Echipele apar aici după confirmarea înscrierii.',
    );
    expect(registrationText(s, at('2026-08-01T00:00:00Z'))).toContain('sunt deschise până pe 1 octombrie 2026');
    expect(registrationText(s, at('2026-11-27T00:00:00Z'))).toContain('s-au încheiat pe 1 octombrie 2026');
  });

  it('says nothing about dates when the season has none, or there is no current season', () => {
    for (const s of [season(null, null), null]) {
      const text = registrationText(s, at('2026-11-27T00:00:00Z'));
      expect(text).toBe('Lista echipelor din sezonul curent nu este publicată încă.');
      expect(text).not.toMatch(/octombrie|%/);
    }
  });

  it('in English, with English days (decision 200)', () => {
    const s = season('2026-07-01T00:00:00.000Z', '2026-10-01T20:59:59.000Z');
    expect(textIn(s, at('2026-06-01T00:00:00Z'), enTeams.comingSoon, 'en')).toBe(
      'Registration for the DECODE 2025-2026 season opens on 1 July 2026 and closes on 1 October 2026. Teams appear here once their registration is confirmed.',
    );
    expect(textIn(s, at('2026-08-01T00:00:00Z'), enTeams.comingSoon, 'en')).toContain('is open until 1 October 2026');
    expect(textIn(s, at('2026-11-27T00:00:00Z'), enTeams.comingSoon, 'en')).toContain('closed on 1 October 2026');
    expect(textIn(null, at('2026-11-27T00:00:00Z'), enTeams.comingSoon, 'en')).toBe('The list of the current season’s teams has not been published yet.');
  });
});

describe('enFigureWords', () => {
  it('is singular only for exactly one, as English counts', () => {
    expect(enFigureWords('1', 'team', 'teams')).toBe('team');
    for (const figure of ['0', '2', '21', '4500+', '10.000', 'many']) expect(enFigureWords(figure, 'team', 'teams'), figure).toBe('teams');
  });
});
