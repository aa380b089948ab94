// Pending team requests (issue 25, point 4; decision 195) at the top of the Users screen, where TEAM accounts are
// linked to their teams: Approve links the account (a new team is created with the number FIRST assigned, typed in
// the confirmation), Decline records an optional reason the user will read. Both go through the confirmation dialog;
// the server re-checks everything and a refusal (already decided, number taken...) comes back in its words.
import { useState } from 'react';
import { DECLINE_REASON_MAX, teamLabel, type TeamRequestOutput } from '../../../../shared/schemas/team-requests';
import { trpc } from '../../../lib/trpc';
import { useConfirm } from '../ui/confirm-dialog';
import { formatTimestamp } from '../ui/format-timestamp';
import { reasonOf } from '../ui/server-errors';
import { useToast } from '../ui/toast';

/** A field inside the confirmation dialog: it tells `onValue` each change as the admin types. */
function DialogField({ label, onValue, multiline, inputMode }: { label: string; onValue: (value: string) => void; multiline?: boolean; inputMode?: 'numeric' }) {
  const [value, setValue] = useState('');
  const change = (next: string) => {
    setValue(next);
    onValue(next);
  };
  return (
    <div className="dash-field">
      <label>
        {label}
        {multiline ? (
          <textarea rows={3} maxLength={DECLINE_REASON_MAX} value={value} onChange={(e) => change(e.target.value)} style={{ display: 'block', width: '100%', fontWeight: 'normal', marginTop: 4 }} />
        ) : (
          <input type="text" inputMode={inputMode} value={value} onChange={(e) => change(e.target.value)} style={{ display: 'block', width: '100%', fontWeight: 'normal', marginTop: 4 }} />
        )}
      </label>
    </div>
  );
}

function RequestDetails({ request }: { request: TeamRequestOutput }) {
  if (request.kind === 'join') return <>Join {teamLabel(request)}</>;
  return (
    <>
      <strong>New team: {request.teamName}</strong>
      <br />
      {request.school}, {request.city}
      <br />
      Mentor: {request.mentorName}, <a href={`mailto:${request.mentorEmail}`}>{request.mentorEmail}</a>, {request.mentorPhone}
    </>
  );
}

export function TeamRequestsPanel() {
  const pending = trpc.teamRequests.pending.useQuery();
  const approve = trpc.teamRequests.approve.useMutation();
  const decline = trpc.teamRequests.decline.useMutation();
  const utils = trpc.useUtils();
  const confirm = useConfirm();
  const toast = useToast();
  const busy = approve.isPending || decline.isPending;
  const requests = pending.data ?? [];
  if (pending.isError) {
    return (
      <p className="dash-alert dash-alert--error" role="alert">
        Failed to load the team requests
      </p>
    );
  }
  if (requests.length === 0) return null;

  const run = async (work: () => Promise<unknown>, success: string, failure: string) => {
    try {
      await work();
      toast.success(success);
    } catch (error) {
      toast.error(reasonOf(error) ?? failure);
    }
    await Promise.all([utils.teamRequests.invalidate(), utils.users.invalidate(), utils.teams.list.invalidate()]);
  };

  const approveOne = async (request: TeamRequestOutput) => {
    if (request.kind === 'join') {
      if (!(await confirm(`Link ${request.user.email} to ${teamLabel(request)}?`, { confirmLabel: 'Approve', danger: false }))) return;
      await run(() => approve.mutateAsync({ id: request.id }), `${request.user.email} is now linked to ${teamLabel(request)}.`, 'Failed to approve the request');
      return;
    }
    let number = '';
    const ok = await confirm(`Create the team ${request.teamName} and link ${request.user.email} to it?`, {
      confirmLabel: 'Approve',
      danger: false,
      details: { label: 'New team number', content: <DialogField label="Team number (assigned by FIRST)" onValue={(v) => (number = v)} inputMode="numeric" /> },
    });
    if (!ok) return;
    await run(() => approve.mutateAsync({ id: request.id, teamNumber: number }), `${request.teamName} was created and ${request.user.email} linked to it.`, 'Failed to approve the request');
  };

  const declineOne = async (request: TeamRequestOutput) => {
    let reason = '';
    const ok = await confirm(`Decline the request of ${request.user.email}?`, {
      confirmLabel: 'Decline',
      details: { label: 'Reason', content: <DialogField label="Reason (optional, the user reads it)" onValue={(v) => (reason = v)} multiline /> },
    });
    if (!ok) return;
    await run(() => decline.mutateAsync({ id: request.id, reason }), `The request of ${request.user.email} was declined.`, 'Failed to decline the request');
  };

  return (
    <section className="dash-panel" aria-labelledby="team-requests-title" style={{ marginBottom: 24 }}>
      <h3 id="team-requests-title">Team requests waiting ({requests.length})</h3>
      <table className="dash-table" aria-label="Team requests">
        <thead>
          <tr>
            <th scope="col">Account</th>
            <th scope="col">Request</th>
            <th scope="col">Sent</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {requests.map((request) => (
            <tr key={request.id}>
              <td style={{ overflowWrap: 'anywhere' }}>
                <span>{request.user.name}</span>
                <br />
                <span>{request.user.email}</span>
              </td>
              <td>
                <RequestDetails request={request} />
              </td>
              <td>{formatTimestamp(request.createdAt)}</td>
              <td>
                <div className="dash-actions" style={{ justifyContent: 'flex-start', flexWrap: 'wrap' }}>
                  <button type="button" className="dash-btn dash-btn--small dash-btn--primary" disabled={busy} aria-label={`Approve the request of ${request.user.email}`} onClick={() => void approveOne(request)}>
                    Approve
                  </button>
                  <button type="button" className="dash-btn dash-btn--small" disabled={busy} aria-label={`Decline the request of ${request.user.email}`} onClick={() => void declineOne(request)}>
                    Decline
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
