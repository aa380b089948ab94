// Regions: the list and a form to add one (names are unique regardless of case; the server says so).
import { useState, type FormEvent } from 'react';
import { createRegionInput } from '../../../../shared/schemas/teams';
import { trpc } from '../../../lib/trpc';
import { Field } from '../ui/field';
import { reasonOf } from '../ui/server-errors';
import { useToast } from '../ui/toast';
import { useForm } from '../ui/use-form';

export function RegionsPanel() {
  const regions = trpc.teams.regions.useQuery();
  const create = trpc.teams.createRegion.useMutation();
  const utils = trpc.useUtils();
  const toast = useToast();
  const form = useForm(createRegionInput, { name: '' });
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    form.markSubmitted();
    if (!form.data) return;
    try {
      await create.mutateAsync(form.data);
      toast.success(`Region "${form.data.name}" added.`);
      form.reset({ name: '' });
      setFailure(null);
      await utils.teams.regions.invalidate();
    } catch (error) {
      setFailure(reasonOf(error) ?? 'Failed to add region');
    }
  };

  return (
    <section className="dash-panel" aria-labelledby="regions-title">
      <h3 id="regions-title">Regions</h3>
      <p>{(regions.data ?? []).map((r) => r.name).join(', ') || 'No regions yet.'}</p>
      <form className="dash-form" onSubmit={(e) => void submit(e)} noValidate>
        <Field label="New region" error={form.error('name') || failure}>
          <input type="text" value={String(form.values.name)} onChange={(e) => form.set('name', e.target.value)} onBlur={() => form.touch('name')} />
        </Field>
        <div className="dash-actions" style={{ justifyContent: 'flex-start' }}>
          <button type="submit" className="dash-btn" disabled={create.isPending}>
            Add region
          </button>
        </div>
      </form>
    </section>
  );
}
