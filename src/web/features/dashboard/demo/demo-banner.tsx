// The demo content banner (ADMIN): shown while the fictional demo content is on the site, with one confirmed action
// that removes every demo row and file (and nothing people created).
import { trpc } from '../../../lib/trpc';
import { useConfirm } from '../ui/confirm-dialog';
import { useToast } from '../ui/toast';

export function DemoBanner() {
  const status = trpc.demo.status.useQuery();
  const remove = trpc.demo.remove.useMutation();
  const utils = trpc.useUtils();
  const confirm = useConfirm();
  const toast = useToast();
  if (!status.data?.present) return null;

  const onRemove = async () => {
    const question = 'Remove all demo content? Every demo post, resource, event, team, sponsor and calendar stage and their files are deleted. Content you created stays. This cannot be undone.';
    if (!(await confirm(question, { confirmLabel: 'Remove demo content' }))) return;
    try {
      const done = await remove.mutateAsync();
      toast.success(`Demo content removed (${done.rows} rows, ${done.files} files).`);
      await utils.invalidate();
    } catch {
      toast.error('Failed to remove the demo content');
    }
  };

  return (
    <div className="dash-alert dash-demo" role="region" aria-label="Demo content">
      <p>
        <strong>This site shows demo content.</strong> Fictional posts, resources, events, teams, sponsors and calendar stages were added when the
        database was created, so the pages have something to show. Remove them before the site goes public.
      </p>
      <button type="button" className="dash-btn dash-btn--danger" onClick={onRemove} disabled={remove.isPending}>
        {remove.isPending ? 'Removing...' : 'Remove demo content'}
      </button>
    </div>
  );
}
