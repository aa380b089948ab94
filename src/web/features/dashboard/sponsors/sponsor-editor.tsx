// The library's sponsor form (create or edit): the spec's sponsor fields and logo, and for an ADMIN the partner tier
// and its order on /about/sponsors. Validated with the same shared schemas as the server; the server's words shown.
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { SPONSOR_SIZES, SPONSOR_TIERS } from '../../../../shared/constants';
import { IMAGE_ACCEPT, IMAGE_HINT, imageFileProblem } from '../../../../shared/schemas/files';
import { sponsorFields, sponsorTierFields, type SponsorOutput } from '../../../../shared/schemas/sponsors';
import { fileUrl } from '../../../lib/api';
import { trpc } from '../../../lib/trpc';
import { Field } from '../ui/field';
import { FileField } from '../ui/file-field';
import { DraftOffer, useFormSafety } from '../ui/form-safety';
import { reasonOf, serverFieldErrors } from '../ui/server-errors';
import { useForm } from '../ui/use-form';
import { useToast } from '../ui/toast';
import { isAbort, UPLOAD_CANCELLED, useUpload } from '../ui/use-upload';
import { LastEdited } from '../ui/last-edited';

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

interface SponsorEditorProps {
  sponsor: SponsorOutput | null;
  canSetTier: boolean;
  /** The form closes: `saved` after a save (nothing is left to lose), false for Cancel (the guard asks first). */
  onDone: (saved: boolean) => void;
}

export function SponsorEditor({ sponsor, canSetTier, onDone }: SponsorEditorProps) {
  const form = useForm(formSchema, valuesOf(sponsor));
  const toast = useToast();
  const utils = trpc.useUtils();
  const create = trpc.sponsors.create.useMutation();
  const update = trpc.sponsors.update.useMutation();
  const setTier = trpc.sponsors.setTier.useMutation();
  const upload = useUpload();
  const [logo, setLogo] = useState<File | null>(null);
  const [logoProblem, setLogoProblem] = useState<string | null>(null);
  const [removeLogo, setRemoveLogo] = useState(false);
  const [busy, setBusy] = useState(false);
  // The summary shows after a submit was tried (spec 02), not on a field's blur: appearing above the buttons on blur,
  // it moved Cancel away between the press and the release of the click that caused the blur.
  const [attempted, setAttempted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  // Never lose work (issue 15): the guard and the local draft (the logo file is not kept).
  const draft = useFormSafety(form, `sponsor:${sponsor?.id ?? 'new'}`, logo !== null || removeLogo);

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
      let logoId: number | null | undefined = removeLogo ? null : undefined;
      if (logo) {
        try {
          logoId = (await upload.start(logo, { entityType: 'sponsor_logo' })).id;
        } catch (failed) {
          setFailure(isAbort(failed) ? UPLOAD_CANCELLED : `Logo upload failed: ${reasonOf(failed) ?? 'Unknown error'}`);
          return;
        }
      }
      const fields = { name: data.name, size: data.size, legal_name: data.legal_name, email: data.email, link: data.link, eventId: undefined, teamSeasonId: undefined };
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
      toast.success(sponsor ? 'Sponsor updated successfully!' : 'Sponsor created successfully!');
      draft.clear();
      await utils.sponsors.invalidate();
      onDone(true);
    } catch (failed) {
      setServerErrors(serverFieldErrors(failed) ?? {});
      setFailure(`${sponsor ? 'Failed to update sponsor' : 'Failed to create sponsor'}: ${reasonOf(failed) ?? 'Unknown error'}`);
    } finally {
      setBusy(false);
    }
  };

  const current = sponsor?.logo && !removeLogo ? { name: sponsor.logo.name, url: fileUrl(sponsor.logo.id)!, isImage: true } : null;
  return (
    <form className="dash-form dash-card sp-form" onSubmit={onSubmit} noValidate aria-label={sponsor ? `Edit sponsor ${sponsor.name}` : 'New sponsor'}>
      <h3>{sponsor ? `Edit Sponsor: ${sponsor.name}` : 'New sponsor'}</h3>
      <LastEdited type="sponsor" id={sponsor?.id} />
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
        <Field label="Contact email" error={error('email')} hint="Optional.">
          <input type="email" inputMode="email" {...bind('email')} />
        </Field>
        <Field label="Website" error={error('link')} hint="Optional, starts with http:// or https://">
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
          Please fill in all required fields correctly.
        </div>
      )}
      {failure && (
        <div className="dash-alert dash-alert--error" role="alert">
          {failure}
        </div>
      )}
      <div className="dash-actions">
        <button type="button" className="dash-btn" onClick={() => onDone(false)} disabled={busy}>
          Cancel
        </button>
        <button type="submit" className="dash-btn dash-btn--primary" aria-disabled={!form.valid || busy}>
          {busy ? 'Saving...' : sponsor ? 'Save Sponsor' : 'Create Sponsor'}
        </button>
      </div>
    </form>
  );
}
