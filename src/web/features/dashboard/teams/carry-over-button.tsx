// "Register last season's teams" (issue 25, point 8; decision 193): reads a fresh preview for the chosen season, then
// either says why there is nothing to do (no season before it, or every active team of last season already there)
// or asks to confirm with the figures and the teams by number; the apply's outcome goes to a toast and the list
// reloads.
import { useState } from 'react';
import type { CarryOverOutcome, CarryOverTeam } from '../../../../shared/schemas/team-carry-over';
import { trpc } from '../../../lib/trpc';
import { useConfirm } from '../ui/confirm-dialog';
import { reasonOf } from '../ui/server-errors';
import { useToast } from '../ui/toast';

const teams = (n: number) => `${n} ${n === 1 ? 'team' : 'teams'}`;
const were = (n: number) => (n === 1 ? 'was' : 'were');

/** Why there is nothing to register, or null when there is something. */
function nothingToDo(p: CarryOverOutcome): string | null {
  if (!p.previous) return `There is no season before ${p.season.seasonName}, so there are no teams to register from last season.`;
  if (p.teams.length > 0) return null;
  if (p.alreadyRegistered === 0) return `Nothing to register: ${p.previous.seasonName} has no active teams.`;
  return `Nothing to register: all ${teams(p.alreadyRegistered)} active in ${p.previous.seasonName} ${p.alreadyRegistered === 1 ? 'is' : 'are'} already registered in ${p.season.seasonName}.`;
}

function TeamList({ list }: { list: CarryOverTeam[] }) {
  return (
    <ul>
      {list.map((team) => (
        <li key={team.teamId}>
          <strong>{team.internationalNumber}</strong> {team.name}
          {team.regionName ? ` (${team.regionName})` : ''}
        </li>
      ))}
    </ul>
  );
}

export function CarryOverButton({ seasonId, disabled }: { seasonId: number | null; disabled: boolean }) {
  const utils = trpc.useUtils();
  const apply = trpc.teams.carryOver.useMutation();
  const confirm = useConfirm();
  const toast = useToast();
  const [checking, setChecking] = useState(false);

  const run = async () => {
    if (!seasonId) return;
    let preview: CarryOverOutcome;
    setChecking(true);
    try {
      preview = await utils.teams.carryOverPreview.fetch({ seasonId }, { staleTime: 0 });
    } catch (error) {
      toast.error(reasonOf(error) ?? "Failed to read last season's teams");
      return;
    } finally {
      setChecking(false);
    }
    const none = nothingToDo(preview);
    if (none) {
      toast.info(none);
      return;
    }
    const { season, previous } = preview;
    const already = preview.alreadyRegistered > 0 ? ` ${teams(preview.alreadyRegistered)} of last season ${preview.alreadyRegistered === 1 ? 'is' : 'are'} already registered and stay as they are.` : '';
    const question = `Register ${teams(preview.teams.length)} from ${previous!.seasonName} in ${season.seasonName}? They are registered as PENDING, with last season's region.${already}`;
    const ok = await confirm(question, {
      confirmLabel: 'Register',
      danger: false,
      details: { label: 'Teams to register', content: <TeamList list={preview.teams} /> },
    });
    if (!ok) return;
    try {
      const done = await apply.mutateAsync({ seasonId });
      if (done.teams.length === 0) toast.info(nothingToDo(done) ?? 'Nothing to register.');
      else {
        const also = done.alreadyRegistered > 0 ? ` ${teams(done.alreadyRegistered)} ${were(done.alreadyRegistered)} already registered.` : '';
        toast.success(`Registered ${teams(done.teams.length)} from ${done.previous!.seasonName} in ${done.season.seasonName}.${also}`);
      }
    } catch (error) {
      toast.error(reasonOf(error) ?? "Failed to register last season's teams");
    }
    // The rows' "Last edited by" too: each new registration is an entry of its team.
    await Promise.all([utils.teams.invalidate(), utils.seasons.statistics.invalidate(), utils.activity.lastEdits.invalidate({ entityType: 'team' })]);
  };

  return (
    <button type="button" className="dash-btn" disabled={disabled || !seasonId || checking || apply.isPending} onClick={() => void run()}>
      {apply.isPending ? 'Registering...' : "Register last season's teams"}
    </button>
  );
}
