// Sending a team request (decision 195), shared by "Join your team" and "My team is new": the form's values are
// kept whatever the answer; the server's words go under their fields, or above the form (`_`).
import type { FormEvent } from 'react';
import type { AskTeamInput } from '../../../../shared/schemas/team-requests';
import { trpc } from '../../../lib/trpc';
import { reasonOf, serverFieldErrors, useServerFieldErrors } from '../ui/server-errors';
import { useToast } from '../ui/toast';

interface AskForm {
  values: Record<string, unknown>;
  data: AskTeamInput | null;
  markSubmitted: () => void;
}

export function useAskTeam(form: AskForm, texts: { sent: string; failed: string }) {
  const server = useServerFieldErrors(form.values);
  const ask = trpc.teamRequests.ask.useMutation();
  const utils = trpc.useUtils();
  const toast = useToast();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    form.markSubmitted();
    if (!form.data) return;
    try {
      await ask.mutateAsync(form.data);
      toast.success(texts.sent);
      await utils.teamRequests.mine.invalidate();
    } catch (error) {
      server.set(serverFieldErrors(error) ?? { _: reasonOf(error) ?? texts.failed });
    }
  };

  return { server, submit, sending: ask.isPending };
}
