// A fake of FIRST's FTC Events API on the loopback interface (127.0.0.1, port 0), for the sync's tests: HTTP Basic
// checked, the season's events and teams in FIRST's shapes, teams paged, and scripted answers (429 with Retry-After,
// 500, HTML bodies, slow answers) for the next matching requests. Only FIRST's API is faked, never our server.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeEvent {
  code: string;
  /** FIRST lists events without a name too (the sync titles them by their code). */
  name: string | null;
  typeName: string;
  venue: string | null;
  address: string | null;
  city: string | null;
  country: string;
  timezone: string;
  dateStart: string;
  dateEnd: string;
}

export interface FakeTeam {
  teamNumber: number;
  nameShort: string | null;
  nameFull: string | null;
  schoolName: string | null;
  city: string | null;
  country: string | null;
  website: string | null;
  rookieYear: number | null;
}

export interface ScriptedAnswer {
  status?: number;
  body?: string;
  headers?: Record<string, string>;
  /** Waits this long before answering (a slow service); with neither status nor body, then answers the real data. */
  delayMs?: number;
}

export interface RecordedRequest {
  path: string;
  query: URLSearchParams;
  authorized: boolean;
  at: number;
}

export interface FakeFtcApi {
  /** The base URL to give FTC_API_URL (with FIRST's /v2.0 prefix). */
  url: string;
  username: string;
  key: string;
  year: number;
  events: FakeEvent[];
  teams: FakeTeam[];
  /** Event code -> team numbers registered there (FIRST's current registration). */
  eventTeams: Map<string, number[]>;
  /** Event codes whose team list FIRST answers with an HTML page (it has no data for them). */
  htmlEvents: Set<string>;
  pageSize: number;
  requests: RecordedRequest[];
  /** The next `answers.length` requests whose path and query contain `match` get these answers instead of data. */
  script(match: string, ...answers: ScriptedAnswer[]): void;
  reset(): void;
  close(): Promise<void>;
}

export const fakeEvent = (code: string, overrides: Partial<FakeEvent> = {}): FakeEvent => ({
  code,
  name: `Romania ${code} Qualifier`,
  typeName: 'Qualifier',
  venue: 'Sala Polivalentă',
  address: 'Bulevardul Unirii 1',
  city: 'București',
  country: 'Romania',
  timezone: 'Europe/Bucharest',
  dateStart: '2026-02-14T00:00:00',
  dateEnd: '2026-02-15T00:00:00',
  ...overrides,
});

export const fakeTeam = (teamNumber: number, overrides: Partial<FakeTeam> = {}): FakeTeam => ({
  teamNumber,
  nameShort: `Team ${teamNumber}`,
  nameFull: `Sponsor SRL & Liceul ${teamNumber}`,
  schoolName: `Liceul Teoretic ${teamNumber}`,
  city: 'Cluj-Napoca',
  country: 'Romania',
  website: null,
  rookieYear: 2020,
  ...overrides,
});

const HTML_PAGE = '<!DOCTYPE html><html><head><title>FTC Events</title></head><body>No data</body></html>';

export async function startFakeFtcApi(options: { year?: number; username?: string; key?: string } = {}): Promise<FakeFtcApi> {
  const username = options.username ?? 'ftc-user';
  const key = options.key ?? 'A1B2C3D4-E5F6-0000-1111-FAKEKEY12345';
  const expected = `Basic ${Buffer.from(`${username}:${key}`).toString('base64')}`;
  const scripts: Array<{ match: string; answer: ScriptedAnswer }> = [];

  const fake: Omit<FakeFtcApi, 'url' | 'close'> = {
    username,
    key,
    year: options.year ?? 2025,
    events: [],
    teams: [],
    eventTeams: new Map(),
    htmlEvents: new Set(),
    pageSize: 65,
    requests: [],
    script(match, ...answers) {
      for (const answer of answers) scripts.push({ match, answer });
    },
    reset() {
      scripts.length = 0;
      fake.requests.length = 0;
      fake.htmlEvents.clear();
    },
  };

  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };

  const teamPage = (res: ServerResponse, teams: FakeTeam[], page: number) => {
    const pageTotal = Math.max(1, Math.ceil(teams.length / fake.pageSize));
    const slice = teams.slice((page - 1) * fake.pageSize, page * fake.pageSize);
    json(res, 200, {
      teams: slice.map((t) => ({ ...t, displayTeamNumber: String(t.teamNumber), stateProv: null, robotName: null, districtCode: null, homeCMP: null, homeRegion: null, displayLocation: t.city })),
      teamCountTotal: teams.length,
      teamCountPage: slice.length,
      pageCurrent: page,
      pageTotal,
    });
  };

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake');
    const authorized = req.headers.authorization === expected;
    fake.requests.push({ path: url.pathname, query: url.searchParams, authorized, at: Date.now() });
    if (!authorized) {
      res.writeHead(401, { 'content-type': 'text/plain', 'www-authenticate': 'Basic realm="FTC Events API"' });
      return res.end('Unauthorized');
    }
    const target = `${url.pathname}${url.search}`;
    const scripted = scripts.findIndex((s) => target.includes(s.match));
    if (scripted >= 0) {
      const { answer } = scripts.splice(scripted, 1)[0]!;
      if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
      if (res.destroyed) return;
      // Only a delay: the real answer, late.
      if (answer.status !== undefined || answer.body !== undefined) {
        res.writeHead(answer.status ?? 200, { 'content-type': 'application/json', ...answer.headers });
        return res.end(answer.body ?? '');
      }
    }
    const prefix = `/v2.0/${fake.year}/`;
    if (!url.pathname.startsWith(prefix)) return json(res, 404, { message: 'unknown season' });
    const call = url.pathname.slice(prefix.length);
    if (call === 'events') return json(res, 200, { events: fake.events.map((e) => ({ eventId: `guid-${e.code}`, divisionCode: null, remote: false, hybrid: false, fieldCount: 2, published: true, type: '2', regionCode: e.country === 'Romania' ? 'RO' : e.country.slice(0, 2).toUpperCase(), leagueCode: null, districtCode: null, stateprov: null, website: null, liveStreamUrl: null, webcasts: [], ...e })), eventCount: fake.events.length });
    // The country's teams are in its leagues (as Romania's are): one league holding every Romanian team of fake.teams.
    const romanian = () => fake.teams.filter((t) => t.country === 'Romania');
    if (call === 'leagues') {
      const leagues = romanian().length ? [{ region: 'RO', code: 'ROALL', name: 'Romania', remote: false, parentLeagueCode: null, parentLeagueName: null, location: 'Romania' }] : [];
      return json(res, 200, { leagues, leagueCount: leagues.length });
    }
    if (call === 'leagues/members/RO/ROALL') return json(res, 200, { members: romanian().map((t) => t.teamNumber) });
    if (call === 'teams') {
      const page = Number(url.searchParams.get('page') ?? '1');
      const code = url.searchParams.get('eventCode');
      const number = url.searchParams.get('teamNumber');
      if (number !== null) return teamPage(res, fake.teams.filter((t) => t.teamNumber === Number(number)), page);
      if (code === null) return teamPage(res, fake.teams, page);
      if (fake.htmlEvents.has(code)) {
        res.writeHead(200, { 'content-type': 'text/html' });
        return res.end(HTML_PAGE);
      }
      const numbers = fake.eventTeams.get(code) ?? [];
      return teamPage(res, numbers.map((n) => fake.teams.find((t) => t.teamNumber === n) ?? fakeTeam(n, { country: 'Moldova' })), page);
    }
    return json(res, 404, { message: 'not found' });
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      res.writeHead(500);
      res.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}/v2.0`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}

/** The settings that point the site at the fake. */
export const fakeEnv = (fake: FakeFtcApi, extra: Record<string, string> = {}): Record<string, string> => ({
  FTC_API_URL: fake.url,
  FTC_API_USERNAME: fake.username,
  FTC_API_KEY: fake.key,
  ...extra,
});

/**
 * Credentials for a sync that starts and then fails in the background (nothing listens on port 9): for the suites
 * that call every mutation as an ADMIN and expect "Sync now" to be accepted.
 */
export const UNREACHABLE_FTC_ENV: Record<string, string> = {
  FTC_API_URL: 'http://127.0.0.1:9/v2.0',
  FTC_API_USERNAME: 'suite',
  FTC_API_KEY: 'not-a-real-key',
};
