// The dashboard's onboarding procedures (decision 195): a TEAM account's own request (team:request), the ADMIN's
// decisions (users:manage, on the Users screen). tRPC only: the spec's REST API lists no such call.
import { z } from 'zod';
import {
  approveTeamRequestInput,
  askTeamInput,
  declineTeamRequestInput,
  myTeamRequestsOutput,
  pendingCountOutput,
  teamRequestIdInput,
  teamRequestOutput,
} from '../../../shared/schemas/team-requests';
import { procedureFor, router } from '../../trpc/init';
import * as requests from './team-requests.service';

const team = procedureFor('team:request');
const admin = procedureFor('users:manage');
const idOutput = z.object({ id: z.number().int() });

export const teamRequestsRouter = router({
  /** The signed-in TEAM account's pending request, last outcome and whether new teams may apply now. */
  mine: team.output(myTeamRequestsOutput).query(({ ctx }) => requests.myRequests(ctx.deps, ctx.actor)),
  ask: team.input(askTeamInput).output(teamRequestOutput).mutation(({ ctx, input }) => requests.ask(ctx.deps, ctx.actor, input)),
  cancel: team.output(idOutput).mutation(({ ctx }) => requests.cancel(ctx.deps, ctx.actor)),
  /** Hides a decided request's outcome from the dashboard once read. */
  dismiss: team.input(teamRequestIdInput).output(idOutput).mutation(({ ctx, input }) => requests.dismissOutcome(ctx.deps, ctx.actor, input.id)),
  pending: admin.output(z.array(teamRequestOutput)).query(({ ctx }) => requests.listPending(ctx.deps, ctx.actor)),
  /** How many requests wait for a decision (the dashboard's overview reads it). */
  pendingCount: admin.output(pendingCountOutput).query(({ ctx }) => requests.pendingCount(ctx.deps, ctx.actor)),
  approve: admin.input(approveTeamRequestInput).output(teamRequestOutput).mutation(({ ctx, input }) => requests.approve(ctx.deps, ctx.actor, input)),
  decline: admin.input(declineTeamRequestInput).output(teamRequestOutput).mutation(({ ctx, input }) => requests.decline(ctx.deps, ctx.actor, input)),
});
