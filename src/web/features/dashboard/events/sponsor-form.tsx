// The sponsor sub-form of the edit form (spec 02 §5 "Sponsor form"): the logo is uploaded first, then the sponsor
// is created for the event. Closed by Cancel or a successful create.
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { SPONSOR_SIZES } from '../../../../shared/constants';
import { EVENT_MESSAGES } from '../../../../shared/schemas/events';
import { sponsorCreateInput } from '../../../../shared/schemas/sponsors';
import { trpc } from '../../../lib/trpc';
import { useConfirm } from '../ui/confirm-dialog';
import { Field } from '../ui/field';
import { DraftOffer, useFormSafety } from '../ui/form-safety';
import { LEAVE_QUESTION } from '../ui/unsaved';
import { useServerFieldErrors } from '../ui/server-errors';
import { useForm } from '../ui/use-form';
import { useToast } from '../ui/toast';
import { UploadProgress } from '../ui/upload-progress';
import { serverFieldErrors, type SaveError } from './event-errors';
import { nonEmpty } from './event-form-values';
import { ImagePicker } from './image-picker';
import { isAbort, useUpload } from '../ui/use-upload';

const BLANK = { name: '', size: '', legal_name: '', email: '', link: '' };
type SponsorField = keyof typeof BLANK;

export function SponsorForm({ eventId, onDone }: { eventId: number; onDone: () => void }) {
  const form = useForm(sponsorCreateInput, BLANK);
  const { errors: serverErrors, set: setServerErrors } = useServerFieldErrors(form.values);
  const toast = useToast();
  const utils = trpc.useUtils();
  const create = trpc.sponsors.create.useMutation();
  const { uploading, fraction, start, cancel } = useUpload();
  const [logo, setLogo] = useState<File | null>(null);
  const [attempted, setAttempted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // Never lose work (issue 15): the guard and the local draft of this sub-form (the logo file is not kept).
  const draft = useFormSafety(form, `event-sponsor:${eventId}`, logo !== null);
  const confirm = useConfirm();
  // Cancel asks about this sub-form's changes only (the event form around it keeps its own).
  const cancelForm = async () => {
    if ((form.dirty || logo !== null) && !(await confirm(LEAVE_QUESTION, { confirmLabel: 'Leave', danger: true }))) return;
    draft.clear();
    onDone();
  };

  const error = (name: SponsorField) => form.error(name) ?? serverErrors[name] ?? null;
  const bind = (name: SponsorField) => ({
    value: String(form.values[name] ?? ''),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => form.set(name, event.target.value),
    onBlur: () => form.touch(name),
    disabled: busy,
  });

  const onSubmit = async (submit: FormEvent) => {
    submit.preventDefault();
    if (busy) return;
    form.markSubmitted();
    setAttempted(true);
    if (!form.data) return;
    const data = form.data;
    setBusy(true);
    setFailure(null);
    setServerErrors({});
    try {
      let logoId: number | undefined;
      if (logo) {
        try {
          logoId = (await start(logo, { entityType: 'sponsor_logo' })).id;
        } catch (failed) {
          if (isAbort(failed)) toast.info('Upload cancelled');
          else setFailure(`Logo upload failed: ${(failed as Error).message}`);
          return;
        }
      }
      await create.mutateAsync({ ...nonEmpty(data), eventId, logoId });
      toast.success('Sponsor created successfully!');
      draft.clear();
      await Promise.all([utils.sponsors.invalidate(), utils.events.listForEditor.invalidate()]);
      onDone();
    } catch (failed) {
      setFailure('Failed to create sponsor');
      setServerErrors(serverFieldErrors(failed as SaveError));
      toast.error('Failed to create sponsor');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="dash-form ev-subform" onSubmit={onSubmit} noValidate aria-label="New sponsor">
      <h4>New sponsor</h4>
      <DraftOffer draft={draft} />
      <div className="dash-form__row">
        <Field label="Company name" error={error('name')} reserveError>
          <input type="text" required autoFocus {...bind('name')} />
        </Field>
        <Field label="Company size" error={error('size')} reserveError>
          <select required {...bind('size')}>
            <option value="">Select a size</option>
            {SPONSOR_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <Field label="Legal company name" error={error('legal_name')} reserveError>
        <input type="text" required {...bind('legal_name')} />
      </Field>
      <div className="dash-form__row">
        <Field label="Contact email" error={error('email')} hint="Optional." reserveError>
          <input type="email" inputMode="email" {...bind('email')} />
        </Field>
        <Field label="Website" error={error('link')} hint="Optional, starts with http:// or https://" reserveError>
          <input type="url" inputMode="url" {...bind('link')} />
        </Field>
      </div>
      <ImagePicker label="Logo" file={logo} onPick={setLogo} disabled={busy} />
      {uploading && <UploadProgress fraction={fraction} onCancel={cancel} label="Uploading logo" />}
      {attempted && !form.valid && (
        <div className="dash-alert dash-alert--error" role="alert">
          {EVENT_MESSAGES.invalidForm}
        </div>
      )}
      {failure && (
        <div className="dash-alert dash-alert--error" role="alert">
          {failure}
        </div>
      )}
      <div className="dash-actions">
        <button type="button" className="dash-btn" onClick={() => void cancelForm()} disabled={busy}>
          Cancel
        </button>
        <button type="submit" className="dash-btn dash-btn--primary ev-submit" aria-disabled={!form.valid || busy}>
          {busy ? 'Saving...' : 'Create Sponsor'}
        </button>
      </div>
    </form>
  );
}
