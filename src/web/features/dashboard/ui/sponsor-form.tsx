// The one sponsor form (spec 02 §5 "Sponsor form"), used by the sponsor library (create or edit, and for an ADMIN the
// partner tier and its order on /about/sponsors) and by the event form (`eventId`: the "Sponsor sub-form", which
// creates a sponsor for that event). The same fields, shared-schema validation, messages and logo upload (uploaded
// first, with progress and Cancel, then saved by its id) in both; what differs is each screen's own: the heading,
// the failure text (the spec's event text, or the library's with the server's reason) and how Cancel closes it.
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { SPONSOR_SIZES, SPONSOR_TIERS } from '../../../../shared/constants';
import { EVENT_MESSAGES } from '../../../../shared/schemas/events';
import { IMAGE_ACCEPT, IMAGE_HINT, imageFileProblem } from '../../../../shared/schemas/files';
import { sponsorFields, sponsorTierFields, type SponsorOutput } from '../../../../shared/schemas/sponsors';
import { fileUrl } from '../../../lib/api';
import { trpc } from '../../../lib/trpc';
import { useConfirm } from './confirm-dialog';
import { Field } from './field';
import { FileField } from './file-field';
import type { MediaItem } from '../../../../shared/schemas/media';
import { DraftOffer, useFormSafety } from './form-safety';
import { LastEdited } from './last-edited';
import { reasonOf, serverFieldErrors, useServerFieldErrors } from './server-errors';
import { useToast } from './toast';
import { LEAVE_QUESTION } from './unsaved';
import { useForm } from './use-form';
import { isAbort } from '../../../lib/abort';
import { UPLOAD_CANCELLED, useUpload } from './use-upload';

const formSchema = sponsorFields.extend(sponsorTierFields.shape);
type FieldName = 'name' | 'size' | 'legal_name' | 'email' | 'link' | 'tier' | 'tierOrder';

const valuesOf = (sponsor: SponsorOutput | null) => ({
  name: sponsor?.name ?? '',
  size: sponsor?.size ?? '',
  legal_name: sponsor?.legal_name ?? '',
  email: sponsor?.email ?? '',
  link: sponsor?.link ?? '',
  tier: sponsor?.tier ?? '',
  tierOrder: String(sponsor?.tierOrder ?? 0),
});

interface SponsorFormProps {
  /** The sponsor edited, or null for a new one. */
  sponsor: SponsorOutput | null;
  /** The event form's sub-form: a new sponsor created for this event. */
  eventId?: number;
  /** The ADMIN's partner tier fields (the library). */
  canSetTier?: boolean;
  /** The form closes: `saved` after a save (nothing is left to lose), false for Cancel. */
  onDone: (saved: boolean) => void;
}

export function SponsorForm({ sponsor, eventId, canSetTier = false, onDone }: SponsorFormProps) {
  const ofEvent = eventId !== undefined;
  const form = useForm(formSchema, valuesOf(sponsor));
  const { errors: serverErrors, set: setServerErrors } = useServerFieldErrors(form.values);
  const toast = useToast();
  const confirm = useConfirm();
  const utils = trpc.useUtils();
  const create = trpc.sponsors.create.useMutation();
  const update = trpc.sponsors.update.useMutation();
  const setTier = trpc.sponsors.setTier.useMutation();
  const upload = useUpload();
  const [logo, setLogo] = useState<File | null>(null);
  const [logoProblem, setLogoProblem] = useState<string | null>(null);
  const [removeLogo, setRemoveLogo] = useState(false);
  // A logo chosen from the media library instead of a new upload (decision 199).
  const [chosen, setChosen] = useState<MediaItem | null>(null);
  const [busy, setBusy] = useState(false);
  // The summary shows after a submit was tried (spec 02), not on a field's blur: appearing above the buttons on blur,
  // it moved Cancel away between the press and the release of the click that caused the blur.
  const [attempted, setAttempted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // Never lose work (issue 15): the guard and the local draft (the logo file is not kept).
  const draft = useFormSafety(form, ofEvent ? `event-sponsor:${eventId}` : `sponsor:${sponsor?.id ?? 'new'}`, logo !== null || removeLogo || chosen !== null);

  // The library's Cancel leaves its address, where the unsaved-changes guard asks; the event's sub-form closes in
  // place (the event form around it stays), so it asks about its own changes here.
  const cancel = async () => {
    if (ofEvent) {
      if ((form.dirty || logo !== null || chosen !== null) && !(await confirm(LEAVE_QUESTION, { confirmLabel: 'Leave', danger: true }))) return;
      draft.clear();
    }
    onDone(false);
  };

  const error = (name: FieldName) => form.error(name) ?? serverErrors[name] ?? null;
  const bind = (name: FieldName) => ({
    value: String(form.values[name] ?? ''),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => form.set(name, event.target.value),
    onBlur: () => form.touch(name),
    disabled: busy,
  });
  const pick = (file: File | null) => {
    const problem = file ? imageFileProblem(file) : null;
    setLogoProblem(problem);
    setLogo(problem ? null : file);
    if (file) setChosen(null);
  };

  const failed = (reason: unknown) => {
    setServerErrors(serverFieldErrors(reason) ?? {});
    if (ofEvent) {
      // The spec's words for the event screen (spec 02 §8 "Events").
      setFailure('Failed to create sponsor');
      toast.error('Failed to create sponsor');
    } else {
      setFailure(`${sponsor ? 'Failed to update sponsor' : 'Failed to create sponsor'}: ${reasonOf(reason) ?? 'Unknown error'}`);
    }
  };

  const onSubmit = async (submit: FormEvent) => {
    submit.preventDefault();
    if (busy) return;
    form.markSubmitted();
    setAttempted(true);
    if (!form.data) return;
    const { tier, tierOrder, ...data } = form.data;
    setBusy(true);
    setFailure(null);
    setServerErrors({});
    try {
      let logoId: number | null | undefined = chosen ? chosen.file.id : removeLogo ? null : undefined;
      if (logo) {
        try {
          logoId = (await upload.start(logo, { entityType: 'sponsor_logo' })).id;
        } catch (refused) {
          setFailure(isAbort(refused) ? UPLOAD_CANCELLED : `Logo upload failed: ${reasonOf(refused) ?? 'Unknown error'}`);
          return;
        }
      }
      // Only non-empty fields are sent (spec 02): the schema has turned blank optional fields into undefined.
      const fields = { name: data.name, size: data.size, legal_name: data.legal_name, email: data.email, link: data.link, eventId, teamSeasonId: undefined };
      const saved = sponsor
        ? await update.mutateAsync({
            id: sponsor.id,
            ...fields,
            logoId,
            clear: [...(data.email === undefined ? (['email'] as const) : []), ...(data.link === undefined ? (['link'] as const) : [])],
          })
        : await create.mutateAsync({ ...fields, logoId: logoId ?? undefined });
      if (canSetTier && (tier !== (sponsor?.tier ?? null) || tierOrder !== (sponsor?.tierOrder ?? 0))) {
        await setTier.mutateAsync({ id: saved.id, tier, tierOrder });
      }
      draft.clear();
      // An event's sponsors show on its card: the events list reloads too.
      await Promise.all([utils.sponsors.invalidate(), utils.events.listForEditor.invalidate()]);
      onDone(true);
      // Said once the list is back: a filter typed after the message is not undone by the move to the list.
      toast.success(sponsor ? 'Sponsor updated successfully!' : 'Sponsor created successfully!');
    } catch (refused) {
      failed(refused);
    } finally {
      setBusy(false);
    }
  };

  const title = sponsor ? `Edit Sponsor: ${sponsor.name}` : 'New sponsor';
  const current = sponsor?.logo && !removeLogo ? { name: sponsor.logo.name, url: fileUrl(sponsor.logo.id)!, isImage: true } : null;
  return (
    <form
      className={ofEvent ? 'dash-form ev-subform' : 'dash-form dash-card sp-form'}
      onSubmit={onSubmit}
      noValidate
      aria-label={sponsor ? `Edit sponsor ${sponsor.name}` : 'New sponsor'}
    >
      {ofEvent ? <h4>{title}</h4> : <h3>{title}</h3>}
      {!ofEvent && <LastEdited type="sponsor" id={sponsor?.id} />}
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
      <FileField
        label="Logo"
        accept={IMAGE_ACCEPT}
        hint={IMAGE_HINT}
        current={current}
        onRemoveCurrent={() => setRemoveLogo(true)}
        removeLabel="Remove logo"
        picked={logo}
        onPick={pick}
        error={logoProblem ?? serverErrors.file ?? serverErrors.logoId ?? null}
        upload={upload}
        disabled={busy}
        library={{ chosen, onChoose: setChosen }}
      />
      {canSetTier && (
        <fieldset className="sp-tier">
          <legend>Association partner (shown on /about/sponsors)</legend>
          <div className="dash-form__row">
            <Field label="Partner tier" error={error('tier')} hint="None: not listed as a partner.">
              <select {...bind('tier')}>
                <option value="">None</option>
                {SPONSOR_TIERS.map((tier) => (
                  <option key={tier} value={tier}>
                    {tier}
                  </option>
                ))}
              </select>
            </Field>
            <Field label="Order in tier" error={error('tierOrder')} hint="Smaller numbers come first.">
              <input type="number" min={0} max={9999} step={1} inputMode="numeric" {...bind('tierOrder')} />
            </Field>
          </div>
        </fieldset>
      )}
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
        <button type="button" className="dash-btn" onClick={() => void cancel()} disabled={busy}>
          Cancel
        </button>
        <button type="submit" className={ofEvent ? 'dash-btn dash-btn--primary ev-submit' : 'dash-btn dash-btn--primary'} aria-disabled={!form.valid || busy}>
          {busy ? 'Saving...' : sponsor ? 'Save Sponsor' : 'Create Sponsor'}
        </button>
      </div>
    </form>
  );
}
