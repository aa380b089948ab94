// The outcome of the TEAM account's last request (decision 195), shown at the top of its dashboard until dismissed:
// "Your request to join #12345 Robo Lions was approved." or "... was declined: reason".
import { outcomeSentence } from '../../../../shared/schemas/team-requests';
import { trpc } from '../../../lib/trpc';

export function RequestOutcome() {
  const mine = trpc.teamRequests.mine.useQuery();
  const dismiss = trpc.teamRequests.dismiss.useMutation();
  const utils = trpc.useUtils();
  const outcome = mine.data?.outcome;
  if (!outcome) return null;
  const approved = outcome.status === 'approved';
  return (
    <div className={`dash-alert ${approved ? 'dash-alert--success' : 'dash-alert--error'}`} role="status" style={{ gridColumn: '1 / -1', display: 'flex', gap: 16, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', marginBottom: 0 }}>
      <span>{outcomeSentence(outcome)}</span>
      <button
        type="button"
        className="dash-btn dash-btn--small"
        disabled={dismiss.isPending}
        onClick={() => void dismiss.mutateAsync({ id: outcome.id }).finally(() => utils.teamRequests.mine.invalidate())}
      >
        Dismiss
      </button>
    </div>
  );
}
