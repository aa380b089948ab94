// Onboarding (issue 25, point 4; decision 195): a TEAM account linked to no team asks to join its team by number, sees
// its request waiting and may cancel it; while registration is open, "My team is new" (new-team-form.tsx). The server
// checks the number, the window, the one pending request and the account.
import { useState } from 'react';
import { joinTeamInput, outcomeSentence, type MyTeamRequestsOutput } from '../../../../shared/schemas/team-requests';
import { trpc } from '../../../lib/trpc';
import { useConfirm } from '../ui/confirm-dialog';
import { Field } from '../ui/field';
import { reasonOf } from '../ui/server-errors';
import { useToast } from '../ui/toast';
import { useForm } from '../ui/use-form';
import { useAskTeam } from './use-ask-team';
import { NewTeamForm } from './new-team-form';

function PendingRequest({ pending }: { pending: NonNullable<MyTeamRequestsOutput['pending']> }) {
  const cancel = trpc.teamRequests.cancel.useMutation();
  const utils = trpc.useUtils();
  const confirm = useConfirm();
  const toast = useToast();
  const withdraw = async () => {
    if (!(await confirm('Cancel your request? You can send another one afterwards.', { confirmLabel: 'Cancel request' }))) return;
    try {
      await cancel.mutateAsync();
      toast.success('Your request was cancelled.');
    } catch (error) {
      toast.error(reasonOf(error) ?? 'Failed to cancel the request');
    }
    await utils.teamRequests.mine.invalidate();
  };
  return (
    <div>
      <p role="status">{outcomeSentence(pending)} You will see the answer here.</p>
      <div className="dash-actions" style={{ justifyContent: 'flex-start' }}>
        <button type="button" className="dash-btn" disabled={cancel.isPending} onClick={() => void withdraw()}>
          Cancel request
        </button>
      </div>
    </div>
  );
}

export function JoinByNumber() {
  const form = useForm(joinTeamInput, { kind: 'join', teamNumber: '' });
  const { server, submit, sending } = useAskTeam(form, { sent: 'Your request was sent to the administrators.', failed: 'Failed to send the request' });

  return (
    <form className="dash-form" onSubmit={(e) => void submit(e)} noValidate aria-label="Join your team">
      {server.errors._ && (
        <div className="dash-alert dash-alert--error" role="alert">
          {server.errors._}
        </div>
      )}
      <Field label="Team number" error={form.error('teamNumber') || server.errors.teamNumber || null} hint="Your team's FIRST number, e.g. 12345.">
        <input
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={String(form.values.teamNumber ?? '')}
          onChange={(e) => form.set('teamNumber', e.target.value)}
          onBlur={() => form.touch('teamNumber')}
        />
      </Field>
      <div className="dash-actions" style={{ justifyContent: 'flex-start' }}>
        <button type="submit" className="dash-btn dash-btn--primary" disabled={sending}>
          {sending ? 'Sending...' : 'Send request'}
        </button>
      </div>
    </form>
  );
}

/** The card's body while the account has no team: the pending request, or the ways to ask for one. */
export function JoinTeam() {
  const mine = trpc.teamRequests.mine.useQuery();
  const [isNew, setIsNew] = useState(false);
  if (mine.isPending) {
    return (
      <p className="state" role="status">
        Loading your requests...
      </p>
    );
  }
  if (mine.isError) {
    return (
      <p className="dash-alert dash-alert--error" role="alert">
        Failed to load your requests
      </p>
    );
  }
  if (mine.data.pending) return <PendingRequest pending={mine.data.pending} />;
  // A new team applies only while the current season's registration is open (the server checks it too).
  if (isNew && mine.data.newTeamsOpen) {
    return (
      <div>
        <h3>My team is new</h3>
        <p>Tell us about your team and its mentor. An administrator registers it with the number FIRST assigned and links your account.</p>
        <NewTeamForm onCancel={() => setIsNew(false)} />
      </div>
    );
  }
  return (
    <div>
      <h3>Join your team</h3>
      <p>Your account is not linked to a team yet. Enter your team&apos;s number: an administrator checks the request and links your account.</p>
      <JoinByNumber />
      {mine.data.newTeamsOpen && (
        <p>
          Registration for {mine.data.registration?.seasonName ?? 'the current season'} is open.{' '}
          <button type="button" className="dash-btn dash-btn--small" onClick={() => setIsNew(true)}>
            My team is new
          </button>
        </p>
      )}
    </div>
  );
}
