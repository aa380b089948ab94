// Onboarding (issue 25, point 4; decision 195): a TEAM account not linked to a team asks to join its team by number,
// or applies for a new team while the current season's registration is open; an ADMIN approves (the account is
// linked in the same transaction, a new team created with the number the ADMIN gives) or declines with a reason.
// With SMTP the ADMINs get a notice of each request and the user the outcome; without SMTP nothing is queued.
import { AppError } from '../../../shared/errors';
import { can, ROLES } from '../../../shared/policy';
import {
  outcomeSentence,
  registrationOpen,
  TEAM_REQUEST_MESSAGES,
  type ApproveTeamRequestInput,
  type AskTeamInput,
  type DeclineTeamRequestInput,
  type MyTeamRequestsOutput,
  type TeamRequestOutput,
  TEAM_REQUEST_DAYS,
} from '../../../shared/schemas/team-requests';
import { TEAM_MESSAGES } from '../../../shared/schemas/teams';
import { paths } from '../../../shared/site-pages';
import { isoNow } from '../../clock';
import type { Executor } from '../../db/connection';
import { sqliteCode } from '../../db/errors';
import type { Deps } from '../../deps';
import type { Actor } from '../../kernel/actor';
import { authorize } from '../../kernel/permissions';
import { teamRequestDecisionMail, teamRequestNoticeMail } from '../mail/mail.messages';
import { isMailEnabled, kickMail, queueMail, siteLink } from '../mail/mail.service';
import { findCurrentSeason } from '../seasons/seasons.service';
import { findTeam, findTeamByNumber, insertTeam } from '../teams';
import { activeUserEmails, findUserById } from '../users';
import { linkAccountToTeam } from '../users/users.service';
import { toTeamRequestOutput } from './team-requests.mapper';
import * as repo from './team-requests.repository';

const conflict = (message: string, field?: string) => new AppError('CONFLICT', message, field ? { fieldErrors: { [field]: [message] } } : {});
const invalid = (message: string, field: string) => new AppError('VALIDATION', message, { fieldErrors: { [field]: [message] } });

async function current(db: Executor, id: number): Promise<TeamRequestOutput> {
  const row = await repo.findRequest(db, id);
  if (!row) throw new AppError('NOT_FOUND', TEAM_REQUEST_MESSAGES.notFound);
  return toTeamRequestOutput(row);
}

/**
 * A request left pending for TEAM_REQUEST_DAYS days expires (decision 198). Done lazily, before every read or write of
 * the requests, so nothing shows a request as pending after its time: an indexed UPDATE that usually changes nothing.
 */
async function expireStale(deps: Deps): Promise<void> {
  const before = new Date(deps.clock.now() - TEAM_REQUEST_DAYS * 86_400_000).toISOString();
  await repo.expirePendingBefore(deps.db, before, isoNow(deps.clock));
}

/** The TEAM dashboard: the pending request, the last outcome not dismissed, and whether a new team may apply now. */
export async function myRequests(deps: Deps, actor: Actor | null): Promise<MyTeamRequestsOutput> {
  authorize(actor, 'team:request');
  await expireStale(deps);
  const [user, pending, outcome, season] = await Promise.all([
    findUserById(deps.db, actor.id),
    repo.findPendingOf(deps.db, actor.id),
    repo.findUnseenOutcomeOf(deps.db, actor.id),
    findCurrentSeason(deps),
  ]);
  return {
    pending: pending ? toTeamRequestOutput(pending) : null,
    outcome: outcome ? toTeamRequestOutput(outcome) : null,
    linked: user?.team_id != null,
    newTeamsOpen: registrationOpen(season, deps.clock.now()),
    registration: season ? { seasonName: season.seasonName, start: season.registrationStart, end: season.registrationEnd } : null,
  };
}

/** A join request by number, or a new team's application (only while the current season's registration is open). */
export async function ask(deps: Deps, actor: Actor | null, input: AskTeamInput): Promise<TeamRequestOutput> {
  authorize(actor, 'team:request');
  await expireStale(deps);
  if (input.kind === 'new' && !registrationOpen(await findCurrentSeason(deps), deps.clock.now())) {
    throw conflict(TEAM_REQUEST_MESSAGES.windowClosed);
  }
  const at = isoNow(deps.clock);
  let id: number;
  try {
    id = await deps.db.transaction().execute(async (trx) => {
      const user = await findUserById(trx, actor.id);
      if (user?.team_id != null) throw conflict(TEAM_REQUEST_MESSAGES.alreadyLinked);
      if (await repo.findPendingOf(trx, actor.id)) throw conflict(TEAM_REQUEST_MESSAGES.pending);
      const base = { user_id: actor.id, created_at: at };
      let requestId: number;
      if (input.kind === 'join') {
        const team = await findTeamByNumber(trx, input.teamNumber);
        if (!team) throw invalid(TEAM_REQUEST_MESSAGES.unknownTeam(input.teamNumber), 'teamNumber');
        requestId = await repo.insertRequest(trx, { ...base, kind: 'join', team_id: team.id, team_number: team.team_number, team_name: team.name });
      } else {
        requestId = await repo.insertRequest(trx, {
          ...base,
          kind: 'new',
          team_name: input.teamName,
          school: input.school,
          city: input.city,
          mentor_name: input.mentorName,
          mentor_email: input.mentorEmail,
          mentor_phone: input.mentorPhone,
        });
      }
      await noticeAdmins(deps, trx, actor, input);
      return requestId;
    });
  } catch (error) {
    // Two requests sent at once: the partial unique index keeps one pending request per account.
    if (sqliteCode(error) === 'SQLITE_CONSTRAINT_UNIQUE') throw conflict(TEAM_REQUEST_MESSAGES.pending);
    throw error;
  }
  kickMail(deps);
  return current(deps.db, id);
}

/** With SMTP: a notice to each active user who may decide (the policy's users:manage), like a registration's. */
async function noticeAdmins(deps: Deps, db: Executor, actor: Actor, input: AskTeamInput): Promise<void> {
  if (!isMailEnabled(deps)) return;
  const what =
    input.kind === 'join'
      ? `asks to join the team #${input.teamNumber}`
      : `applies for a new team: ${input.teamName} (${input.school}, ${input.city}); mentor ${input.mentorName}, ${input.mentorEmail}, ${input.mentorPhone}`;
  const admins = await activeUserEmails(db, ROLES.filter((role) => can(role, 'users:manage')));
  const link = siteLink(deps, `${paths.dashboard}/users`);
  await queueMail(deps, db, admins.map((to) => teamRequestNoticeMail(to, actor, what, link)));
}

/** The TEAM account withdraws its pending request (it is deleted: a cancelled request has no outcome). */
export async function cancel(deps: Deps, actor: Actor | null): Promise<{ id: number }> {
  authorize(actor, 'team:request');
  const id = await repo.deletePendingOf(deps.db, actor.id);
  if (id === null) throw new AppError('NOT_FOUND', TEAM_REQUEST_MESSAGES.noPending);
  return { id };
}

/** The user has read the outcome: the dashboard stops showing it. Only the user's own decided request. */
export async function dismissOutcome(deps: Deps, actor: Actor | null, id: number): Promise<{ id: number }> {
  authorize(actor, 'team:request');
  if (!(await repo.markOutcomeSeen(deps.db, actor.id, id, isoNow(deps.clock)))) throw new AppError('NOT_FOUND', TEAM_REQUEST_MESSAGES.notFound);
  return { id };
}

export async function listPending(deps: Deps, actor: Actor | null): Promise<TeamRequestOutput[]> {
  authorize(actor, 'users:manage');
  await expireStale(deps);
  return (await repo.listPending(deps.db)).map(toTeamRequestOutput);
}

/** For the dashboard's overview: how many requests wait for an ADMIN. */
export async function pendingCount(deps: Deps, actor: Actor | null): Promise<{ count: number }> {
  authorize(actor, 'users:manage');
  await expireStale(deps);
  return { count: await repo.countPending(deps.db) };
}

/** Reads the request for a decision: it must exist and still be pending. */
async function pendingRequest(db: Executor, id: number) {
  const row = await repo.findRequest(db, id);
  if (!row) throw new AppError('NOT_FOUND', TEAM_REQUEST_MESSAGES.notFound);
  if (row.status === 'expired') throw conflict(TEAM_REQUEST_MESSAGES.expired);
  if (row.status !== 'pending') throw conflict(TEAM_REQUEST_MESSAGES.decided);
  return row;
}

/**
 * Approves: a join request links the account to its team; a new team's application creates the team with the number
 * given (FIRST assigns numbers) and links the account. One transaction: a refusal changes nothing.
 */
export async function approve(deps: Deps, actor: Actor | null, input: ApproveTeamRequestInput): Promise<TeamRequestOutput> {
  authorize(actor, 'users:manage');
  await expireStale(deps);
  const at = isoNow(deps.clock);
  await deps.db.transaction().execute(async (trx) => {
    const request = await pendingRequest(trx, input.id);
    const user = await findUserById(trx, request.user_id);
    if (!user || user.user_type !== 'TEAM') throw conflict(TEAM_REQUEST_MESSAGES.notTeamAccount);
    if (user.team_id != null) throw conflict(TEAM_REQUEST_MESSAGES.linkedMeanwhile);
    let teamId: number;
    let teamNumber: number;
    if (request.kind === 'join') {
      const team = request.team_id != null ? await findTeam(trx, request.team_id) : undefined;
      if (!team) throw conflict(TEAM_REQUEST_MESSAGES.teamGone);
      teamId = team.id;
      teamNumber = team.team_number;
    } else {
      if (input.teamNumber === undefined) throw invalid(TEAM_REQUEST_MESSAGES.numberForNewTeam, 'teamNumber');
      if (await findTeamByNumber(trx, input.teamNumber)) throw conflict(TEAM_MESSAGES.duplicateNumber, 'teamNumber');
      const team = await insertTeam(trx, { team_number: input.teamNumber, name: request.team_name!, school: request.school, city: request.city, created_at: at, updated_at: at });
      teamId = team.id;
      teamNumber = team.team_number;
    }
    await linkAccountToTeam(deps, actor, trx, user.id, teamId);
    await repo.decidePending(trx, request.id, { status: 'approved', team_id: teamId, team_number: teamNumber, decided_at: at, decided_by: actor.id });
    await tellUser(deps, trx, request.id);
  });
  kickMail(deps);
  return current(deps.db, input.id);
}

/** Declines, with the reason the user will read (optional). */
export async function decline(deps: Deps, actor: Actor | null, input: DeclineTeamRequestInput): Promise<TeamRequestOutput> {
  authorize(actor, 'users:manage');
  await expireStale(deps);
  const at = isoNow(deps.clock);
  await deps.db.transaction().execute(async (trx) => {
    const request = await pendingRequest(trx, input.id);
    await repo.decidePending(trx, request.id, { status: 'declined', decline_reason: input.reason ?? null, decided_at: at, decided_by: actor.id });
    await tellUser(deps, trx, request.id);
  });
  kickMail(deps);
  return current(deps.db, input.id);
}

/** With SMTP: the outcome to the user, in the dashboard's sentence. */
async function tellUser(deps: Deps, db: Executor, id: number): Promise<void> {
  if (!isMailEnabled(deps)) return;
  const request = await current(db, id);
  await queueMail(deps, db, [teamRequestDecisionMail(request.user.email, request.user.name, outcomeSentence(request), siteLink(deps, paths.dashboard))]);
}
