// A fake of FIRST's FTC Events API built from the shapes FIRST really answers (../shared/ftc-events-api.md: every
// documented field, nulls where FIRST sends them, codes reused across seasons), NOT from the site's own types: the
// rows are plain objects, so a test can also hand it a malformed row exactly as FIRST might send one. It serves
// several seasons at once, team lists per event (or a scripted failure for one), leagues and their members, each
// event's results (rankings, hybrid schedules, alliances, awards, or a scripted failure per call), and
// Last-Modified / If-Modified-Since (304). Loopback only (127.0.0.1, port 0); only FIRST's API is faked.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Row = Record<string, unknown>;

/** An event as GET /{season}/events lists it (all documented fields). */
export const firstEvent = (code: string, over: Row = {}): Row => ({
  eventId: `0b1c${code.length}e6a-${code.toLowerCase().padEnd(4, 'x')}-4a7e-9c1d-5e2f3a4b5c6d`,
  code,
  divisionCode: null,
  name: `RO ${code}`,
  remote: false,
  hybrid: false,
  fieldCount: 2,
  published: true,
  type: '2',
  typeName: 'Qualifier',
  regionCode: 'RO',
  leagueCode: null,
  districtCode: '',
  venue: 'Sala Polivalentă',
  address: 'Bulevardul Unirii 1',
  city: 'București',
  stateprov: 'B',
  country: 'Romania',
  website: null,
  liveStreamUrl: null,
  webcasts: null,
  coordinates: null,
  timezone: 'Europe/Bucharest',
  dateStart: '2026-02-14T00:00:00',
  dateEnd: '2026-02-15T00:00:00',
  ...over,
});

/** A team as GET /{season}/teams lists it (all documented fields). */
export const firstTeam = (teamNumber: number, over: Row = {}): Row => ({
  teamNumber,
  displayTeamNumber: String(teamNumber),
  nameFull: `Sponsor SRL & Colegiul National ${teamNumber}`,
  nameShort: `Team ${teamNumber}`,
  schoolName: `Colegiul National ${teamNumber}`,
  city: 'Cluj-Napoca',
  stateProv: 'CJ',
  country: 'Romania',
  website: null,
  rookieYear: 2021,
  robotName: null,
  districtCode: null,
  homeCMP: null,
  homeRegion: 'RO',
  displayLocation: 'Cluj-Napoca, CJ, Romania',
  ...over,
});

/** A ranking as GET /{season}/rankings/{code} lists it. */
export const firstRanking = (rank: number, teamNumber: number, over: Row = {}): Row => ({
  rank,
  teamNumber,
  displayTeamNumber: String(teamNumber),
  teamName: `Team ${teamNumber}`,
  sortOrder1: 2.5 - rank / 10,
  sortOrder2: 120.0 - rank,
  sortOrder3: 0,
  sortOrder4: 0,
  sortOrder5: 0,
  sortOrder6: 0,
  wins: 5 - Math.min(rank, 5),
  losses: Math.min(rank, 5),
  ties: 0,
  qualAverage: 100,
  dq: 0,
  matchesPlayed: 5,
  matchesCounted: 5,
  ...over,
});

/** A match as GET /{season}/schedule/{code}/{qual|playoff}/hybrid lists it: unplayed (result fields null) unless
 * scores are given. Teams: red then blue, in station order. */
export const firstScheduleMatch = (
  level: 'QUALIFICATION' | 'SEMIFINAL' | 'FINAL' | 'PLAYOFF',
  matchNumber: number,
  red: number[],
  blue: number[],
  over: Row & { score?: [number, number] } = {},
): Row => {
  const { score, ...rest } = over;
  const seat = (colour: 'Red' | 'Blue', n: number, i: number) => ({
    teamNumber: n,
    displayTeamNumber: String(n),
    station: `${colour}${i + 1}`,
    teamName: `Team ${n}`,
    surrogate: false,
    noShow: false,
    dq: false,
    onField: true,
  });
  return {
    description: level === 'QUALIFICATION' ? `Qualification ${matchNumber}` : `Match ${matchNumber}`,
    field: '1',
    tournamentLevel: level,
    startTime: `2026-03-14T${String(9 + Math.floor(matchNumber / 6)).padStart(2, '0')}:${String((matchNumber % 6) * 10).padStart(2, '0')}:00`,
    series: level === 'QUALIFICATION' ? 0 : matchNumber,
    matchNumber: level === 'QUALIFICATION' ? matchNumber : 1,
    teams: [...red.map((n, i) => seat('Red', n, i)), ...blue.map((n, i) => seat('Blue', n, i))],
    actualStartTime: score ? '2026-03-14T09:01:00' : null,
    postResultTime: score ? '2026-03-14T09:05:00' : null,
    scoreRedFinal: score ? score[0] : null,
    scoreRedFoul: score ? 0 : null,
    scoreRedAuto: score ? 10 : null,
    scoreBlueFinal: score ? score[1] : null,
    scoreBlueFoul: score ? 0 : null,
    scoreBlueAuto: score ? 10 : null,
    redWins: score ? score[0] > score[1] : false,
    blueWins: score ? score[1] > score[0] : false,
    modifiedOn: score ? '2026-03-14T09:05:00' : null,
    ...rest,
  };
};

/** An alliance as GET /{season}/alliances/{code} lists it. */
export const firstAlliance = (number: number, captain: number, round1: number, round2: number | null = null, over: Row = {}): Row => ({
  number,
  name: `Alliance ${number}`,
  captain,
  round1,
  round2,
  round3: null,
  backup: null,
  backupReplaced: null,
  captainDisplay: String(captain),
  round1Display: String(round1),
  round2Display: round2 === null ? null : String(round2),
  round3Display: null,
  backupDisplay: null,
  backupReplacedDisplay: null,
  ...over,
});

/** An award as GET /{season}/awards/{code} lists it (teamNumber null for an award to a person). */
export const firstAward = (name: string, series: number, teamNumber: number | null, over: Row = {}): Row => ({
  awardId: 1000 + series,
  teamId: teamNumber === null ? null : teamNumber * 10,
  eventId: 5001,
  eventDivisionId: null,
  eventCode: 'ROCMP',
  name,
  series,
  teamNumber,
  schoolName: teamNumber === null ? null : `Colegiul National ${teamNumber}`,
  fullTeamName: teamNumber === null ? null : `Sponsor SRL & Colegiul National ${teamNumber}`,
  person: null,
  ...over,
});

/** An event's results as FIRST holds them; a part left out answers FIRST's empty shape. */
export interface FirstResults {
  rankings?: Row[];
  /** Answer the rankings under the key an old client read (`Rankings`). */
  rankingsKey?: 'rankings' | 'Rankings';
  qual?: Row[];
  playoff?: Row[];
  alliances?: Row[] | null;
  awards?: Row[];
}

export interface FirstSeason {
  events: Row[];
  /** Every team FIRST knows this season (the world), looked up by number for lists and ?teamNumber=. */
  teams: Row[];
  /** Event code -> team numbers registered there. */
  eventTeams: Map<string, number[]>;
  /** Event code -> rows added to its team list as they are (a malformed row, as FIRST might send one). */
  extraTeamRows: Map<string, Row[]>;
  /** Event code -> the answer its team list gets instead (a 404 "Invalid Event Requested", a 501, an HTML page). */
  eventTeamFailures: Map<string, { status: number; body: string; type?: string }>;
  leagues: Row[];
  /** League code -> member team numbers. */
  members: Map<string, number[]>;
  /** Event code -> its results. */
  results: Map<string, FirstResults>;
  /** A results call ('rankings/ROCMP', 'schedule/ROCMP/qual/hybrid'...) -> the answer it gets instead. */
  resultFailures: Map<string, { status: number; body: string; type?: string }>;
}

export interface FirstRequest {
  path: string;
  query: URLSearchParams;
  ifModifiedSince: string | undefined;
  status: number;
}

export interface FirstFake {
  url: string;
  username: string;
  key: string;
  seasons: Map<number, FirstSeason>;
  season(year: number): FirstSeason;
  /** Sent as Last-Modified; a request with If-Modified-Since at or after it gets 304 (FIRST honours it). */
  lastModified: string;
  pageSize: number;
  requests: FirstRequest[];
  /** FIRST's data changed: Last-Modified moves on (a minute later), so the next calls get the new data, not 304. */
  bump(): void;
  close(): Promise<void>;
}

export const HTML_PAGE = '<!DOCTYPE html><html><head><title>FTC Events</title></head><body>No data</body></html>';

export async function startFirstFake(): Promise<FirstFake> {
  const username = 'ftc-user';
  const key = 'A1B2C3D4-E5F6-0000-1111-FAKEKEY12345';
  const expected = `Basic ${Buffer.from(`${username}:${key}`).toString('base64')}`;
  const fake = {
    username,
    key,
    seasons: new Map<number, FirstSeason>(),
    lastModified: new Date('2026-01-10T10:00:00Z').toUTCString(),
    pageSize: 65,
    requests: [] as FirstRequest[],
    bump() {
      fake.lastModified = new Date(Date.parse(fake.lastModified) + 60_000).toUTCString();
    },
    season(year: number): FirstSeason {
      let s = fake.seasons.get(year);
      if (!s) {
        s = { events: [], teams: [], eventTeams: new Map(), extraTeamRows: new Map(), eventTeamFailures: new Map(), leagues: [], members: new Map(), results: new Map(), resultFailures: new Map() };
        fake.seasons.set(year, s);
      }
      return s;
    },
  };

  function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake');
    const ims = req.headers['if-modified-since'];
    const record = (status: number) => fake.requests.push({ path: url.pathname, query: url.searchParams, ifModifiedSince: ims, status });
    const send = (status: number, body: string, type = 'application/json') => {
      record(status);
      res.writeHead(status, { 'content-type': type, 'last-modified': fake.lastModified });
      res.end(body);
    };
    if (req.headers.authorization !== expected) return send(401, 'Unauthorized', 'text/plain');
    const match = /^\/v2\.0\/(\d{4})\/(.*)$/.exec(url.pathname);
    if (!match) return send(404, '{"message":"not found"}');
    const s = fake.seasons.get(Number(match[1]));
    if (!s) return send(404, HTML_PAGE, 'text/html');
    if (ims && Date.parse(ims) >= Date.parse(fake.lastModified)) {
      record(304);
      res.writeHead(304, { 'last-modified': fake.lastModified });
      return res.end();
    }
    const call = match[2]!;
    const page = Number(url.searchParams.get('page') ?? '1');
    const teamPage = (teams: Row[]) => {
      const pageTotal = Math.max(1, Math.ceil(teams.length / fake.pageSize));
      const slice = teams.slice((page - 1) * fake.pageSize, page * fake.pageSize);
      return send(200, JSON.stringify({ teams: slice, teamCountTotal: teams.length, teamCountPage: slice.length, pageCurrent: page, pageTotal }));
    };
    const byNumber = (n: number) => s.teams.find((t) => t.teamNumber === n) ?? firstTeam(n, { country: 'Moldova', city: 'Chișinău', homeRegion: 'MD' });
    if (call === 'events') return send(200, JSON.stringify({ events: s.events, eventCount: s.events.length }));
    if (call === 'teams') {
      const code = url.searchParams.get('eventCode');
      const number = url.searchParams.get('teamNumber');
      if (number !== null) return teamPage(s.teams.filter((t) => t.teamNumber === Number(number)));
      if (code === null) return teamPage(s.teams);
      const failure = s.eventTeamFailures.get(code);
      if (failure) return send(failure.status, failure.body, failure.type);
      if (!s.events.some((e) => e.code === code)) return send(404, '"Invalid Event Requested"');
      return teamPage([...(s.eventTeams.get(code) ?? []).map(byNumber), ...(s.extraTeamRows.get(code) ?? [])]);
    }
    const result = /^(rankings|awards|alliances|schedule)\/([^/]+)(?:\/(qual|playoff)\/hybrid)?$/.exec(call);
    if (result) {
      const [, kind, code, level] = result;
      const failure = s.resultFailures.get(call);
      if (failure) return send(failure.status, failure.body, failure.type);
      if (kind === 'schedule' && !level) return send(501, '{"message":"bad request"}');
      if (!s.events.some((e) => e.code === code)) return send(404, '"Invalid Event Requested"');
      const r = s.results.get(code!) ?? {};
      if (kind === 'rankings') return send(200, JSON.stringify({ [r.rankingsKey ?? 'rankings']: r.rankings ?? [] }));
      if (kind === 'awards') return send(200, JSON.stringify({ awards: r.awards ?? [] }));
      if (kind === 'alliances') return send(200, JSON.stringify({ alliances: r.alliances === undefined ? [] : r.alliances, count: r.alliances?.length ?? 0 }));
      return send(200, JSON.stringify({ schedule: (level === 'qual' ? r.qual : r.playoff) ?? [] }));
    }
    if (call === 'leagues') return send(200, JSON.stringify({ leagues: s.leagues, leagueCount: s.leagues.length }));
    const members = /^leagues\/members\/([^/]+)\/([^/]+)$/.exec(call);
    if (members) return send(200, JSON.stringify({ members: s.members.get(members[2]!) ?? [] }));
    return send(404, '{"message":"not found"}');
  }

  const server = createServer(handle);
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
