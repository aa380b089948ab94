// Onboarding (issue 25, point 4; decision 195): a TEAM account asks to join its team by number or, while the current
// season's registration is open, applies for a new team; an ADMIN approves or declines. The TEAM dashboard's forms,
// the Users screen's dialogs and the server read these schemas and messages.
import { z } from 'zod';
import { emailAddress, idSchema, integer, optionalText, requiredText } from './fields';
import { TEAM_MESSAGES, TEAM_NAME_MIN, TEAM_NUMBER_MAX } from './teams';

export const DECLINE_REASON_MAX = 500;
/** A request left pending this long expires (decision 198): the user may send it again, the admins' list drops it. */
export const TEAM_REQUEST_DAYS = 30;

export const TEAM_REQUEST_MESSAGES = {
  teamNumber: 'Please enter your team number (a whole number from 1).',
  unknownTeam: (n: number) => `There is no team with the number ${n}. Check the number, or ask an administrator to add your team.`,
  pending: 'You already have a pending request. Cancel it to send another.',
  alreadyLinked: 'Your account is already linked to a team.',
  noPending: 'You have no pending request to cancel.',
  windowClosed: "New teams can apply only while the current season's registration is open.",
  decided: 'This request was already decided.',
  expired: `This request expired: it waited ${TEAM_REQUEST_DAYS} days without a decision.`,
  notFound: 'Team request not found.',
  notTeamAccount: 'This account is no longer a TEAM account: decline the request instead.',
  linkedMeanwhile: 'This account was linked to a team meanwhile: decline the request instead.',
  teamGone: 'The team of this request no longer exists: decline the request instead.',
  numberForNewTeam: 'Please give the new team its number (FIRST assigns it).',
  mentorName: 'Mentor name is required and must be at least 2 characters',
  mentorEmail: 'Please enter the mentor’s e-mail address',
  mentorPhone: 'Please enter the mentor’s phone number (digits, spaces, + - ( ) only)',
  school: 'School is required and must be at least 2 characters',
  city: 'City is required and must be at least 2 characters',
} as const;

const teamNumber = (required: string) =>
  integer({ required, invalid: required }, { min: { value: 1, message: required }, max: { value: TEAM_NUMBER_MAX, message: required } });

export const joinTeamInput = z.object({ kind: z.literal('join'), teamNumber: teamNumber(TEAM_REQUEST_MESSAGES.teamNumber) });
export type JoinTeamInput = z.infer<typeof joinTeamInput>;

export const newTeamInput = z.object({
  kind: z.literal('new'),
  teamName: requiredText(TEAM_MESSAGES.name, { length: TEAM_NAME_MIN, message: TEAM_MESSAGES.name }, 150),
  school: requiredText(TEAM_REQUEST_MESSAGES.school, { length: 2, message: TEAM_REQUEST_MESSAGES.school }, 200),
  city: requiredText(TEAM_REQUEST_MESSAGES.city, { length: 2, message: TEAM_REQUEST_MESSAGES.city }, 100),
  mentorName: requiredText(TEAM_REQUEST_MESSAGES.mentorName, { length: 2, message: TEAM_REQUEST_MESSAGES.mentorName }, 150),
  mentorEmail: emailAddress({ invalid: TEAM_REQUEST_MESSAGES.mentorEmail }, { lowercase: true }),
  mentorPhone: requiredText(TEAM_REQUEST_MESSAGES.mentorPhone, undefined, 40).pipe(
    z.string().regex(/^\+?[0-9 ()-]{6,}$/, TEAM_REQUEST_MESSAGES.mentorPhone),
  ),
});
export type NewTeamInput = z.infer<typeof newTeamInput>;

/** What a TEAM account sends: a join request by number, or a new team's application. */
export const askTeamInput = z.discriminatedUnion('kind', [joinTeamInput, newTeamInput]);
export type AskTeamInput = z.infer<typeof askTeamInput>;

export const teamRequestIdInput = z.object({ id: idSchema });
/** Approving a new team's application names its number (FIRST assigns numbers); a join request needs none. */
export const approveTeamRequestInput = z.object({ id: idSchema, teamNumber: teamNumber(TEAM_REQUEST_MESSAGES.numberForNewTeam).optional() });
export type ApproveTeamRequestInput = z.infer<typeof approveTeamRequestInput>;
export const declineTeamRequestInput = z.object({ id: idSchema, reason: optionalText(DECLINE_REASON_MAX) });
export type DeclineTeamRequestInput = z.infer<typeof declineTeamRequestInput>;

export const TEAM_REQUEST_STATUSES = ['pending', 'approved', 'declined', 'expired'] as const;

export const teamRequestOutput = z.object({
  id: z.number().int(),
  kind: z.enum(['join', 'new']),
  status: z.enum(TEAM_REQUEST_STATUSES),
  user: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  teamId: z.number().int().nullable(),
  teamNumber: z.number().int().nullable(),
  /** The team's name: the linked team's (join, or an approved new team), else the name applied for. */
  teamName: z.string().nullable(),
  school: z.string().nullable(),
  city: z.string().nullable(),
  mentorName: z.string().nullable(),
  mentorEmail: z.string().nullable(),
  mentorPhone: z.string().nullable(),
  declineReason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type TeamRequestOutput = z.infer<typeof teamRequestOutput>;

/** The TEAM dashboard's view: the pending request, the last outcome not yet dismissed, and whether new teams may apply. */
export const myTeamRequestsOutput = z.object({
  pending: teamRequestOutput.nullable(),
  outcome: teamRequestOutput.nullable(),
  linked: z.boolean(),
  newTeamsOpen: z.boolean(),
  /** The current season's registration dates (ISO), when set. */
  registration: z.object({ seasonName: z.string(), start: z.string().nullable(), end: z.string().nullable() }).nullable(),
});
export type MyTeamRequestsOutput = z.infer<typeof myTeamRequestsOutput>;

export const pendingCountOutput = z.object({ count: z.number().int() });

const DAY_MS = 86_400_000;

/**
 * Whether a season's registration window is open at `now`: both dates set, from the start date's first moment to the
 * end date's last (dates are stored at UTC midnight, so the end day counts whole). A window not set is closed.
 */
export function registrationOpen(season: { registrationStart: string | null; registrationEnd: string | null } | null, now: number): boolean {
  if (!season?.registrationStart || !season.registrationEnd) return false;
  const start = Date.parse(season.registrationStart);
  const end = Date.parse(season.registrationEnd);
  return Number.isFinite(start) && Number.isFinite(end) && start <= now && now < end + DAY_MS;
}

/** "#12345 Robo Lions" or the name alone while a new team has no number. */
export const teamLabel = (request: Pick<TeamRequestOutput, 'teamNumber' | 'teamName'>): string =>
  [request.teamNumber != null ? `#${request.teamNumber}` : null, request.teamName].filter(Boolean).join(' ');

/** The sentence the dashboard and the e-mail give the user about a decided request. */
export function outcomeSentence(request: Pick<TeamRequestOutput, 'kind' | 'status' | 'teamNumber' | 'teamName' | 'declineReason'>): string {
  const what = request.kind === 'join' ? `Your request to join ${teamLabel(request)}` : `Your application for the new team ${teamLabel(request)}`;
  if (request.status === 'approved') return `${what} was approved.`;
  if (request.status === 'declined') return request.declineReason ? `${what} was declined: ${request.declineReason}` : `${what} was declined.`;
  if (request.status === 'expired') return `${what} expired: no administrator decided it within ${TEAM_REQUEST_DAYS} days. You can send it again.`;
  return `${what} is waiting for an administrator.`;
}
