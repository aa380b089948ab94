// The site settings form (issue 13): every setting in groups, validated by the shared schema the server uses, saved
// as one document; the server's field messages show under the fields.
import { useRef, useState, type FormEvent } from 'react';
import { readGoogleForm, readGoogleMap, readYouTubePlaylist, readYouTubeVideo, type Reading } from '../../../../shared/embed-inputs';
import type { FileOutput } from '../../../../shared/schemas/files';
import { siteSettingsInput, type FigureKey, type SiteSettingsOutput } from '../../../../shared/schemas/site-settings';
import { trpc } from '../../../lib/trpc';
import { Field } from '../ui/field';
import { DraftOffer, useFormSafety } from '../ui/form-safety';
import { reasonOf, serverFieldErrors } from '../ui/server-errors';
import { useToast } from '../ui/toast';
import { useForm } from '../ui/use-form';
import { SettingsPdf } from './settings-file';
import { SlidesEditor, type SlideValue } from './slides-editor';

type Values = SiteSettingsOutput['values'];
type TextKey = { [K in keyof Values]: Values[K] extends string ? K : never }[keyof Values];
type FileKey = 'presentationRo' | 'presentationEn' | 'contractTemplate' | 'sponsorshipPackages' | 'form230FileId';

const STAT_ROWS = 4;
const withStatRows = (stats: Values['homeStats']) => [
  ...stats,
  ...Array.from({ length: Math.max(0, STAT_ROWS - stats.length) }, () => ({ value: '', label: '', labelEn: '', figure: '' as const })),
];
const FIGURES: Array<[FigureKey, string]> = [
  ['students', 'Students'],
  ['teams', 'Teams'],
  ['seasons', 'Seasons'],
  ['volunteers', 'Volunteers'],
];

const LINKS: Array<[TextKey, string]> = [
  ['facebook', 'Facebook'],
  ['instagram', 'Instagram'],
  ['youtube', 'YouTube channel'],
  ['linkedin', 'LinkedIn'],
  ['tiktok', 'TikTok'],
  ['reddit', 'Reddit'],
];
// Each embed takes what staff paste (a link, the embed code or the id) and keeps what its reader understood (issue 25).
const VIDEO = 'The video link or its 11-character id.';
const FORM = 'The form link (Send > Link) or forms.gle link.';
const EMBEDS: Array<[TextKey, string, string, (input: string) => Reading]> = [
  ['playlistId', 'Home: YouTube playlist id', 'The playlist link or its id (after list=).', readYouTubePlaylist],
  ['teamMapUrl', 'Home and Teams: Google Maps embed link', 'Google Maps: Share > Embed a map, or My Maps: Share > Embed on my site; the code or its link.', readGoogleMap],
  ['firstVideoId', 'About FIRST: YouTube video id', VIDEO, readYouTubeVideo],
  ['trainingVideo1Id', 'Values: training video 1 id', `Youth protection in FIRST programmes. ${VIDEO}`, readYouTubeVideo],
  ['trainingVideo2Id', 'Values: training video 2 id', `Training for volunteers and mentors. ${VIDEO}`, readYouTubeVideo],
  ['trainingVideo3Id', 'Values: training video 3 id', `Keeping Kids Safe. ${VIDEO}`, readYouTubeVideo],
  ['getStartedVideoId', 'Get started: YouTube video id', `Shown on /resources/get-started. ${VIDEO}`, readYouTubeVideo],
  ['volunteerFormUrl', 'Volunteer: Google Form link', FORM, readGoogleForm],
  ['alumniFormUrl', 'Alumni: Google Form link', FORM, readGoogleForm],
];

/** What a pasted text will be saved as, when that differs from what was typed. */
function understood(read: (input: string) => Reading, typed: string): string | null {
  const text = typed.trim();
  if (!text) return null;
  const reading = read(text);
  return 'value' in reading && reading.value !== text ? `Will be saved as: ${reading.value}` : null;
}
const ROLE_EMAILS: Array<[TextKey, string, string]> = [
  ['presidentEmail', 'President', 'Team directory.'],
  ['programmeEmail', 'Programme director', 'Team directory.'],
  ['alumniEmail', 'Alumni advisor', 'Team directory.'],
  ['marketingEmail', 'Marketing', 'Team directory and the topic "Promovare și comunicare".'],
  ['graphicsEmail', 'Graphics', 'Team directory.'],
  ['judgingEmail', 'Judge advisor', 'Team directory and the topic "Jurizare".'],
  ['partnershipsEmail', 'Partnerships and events', 'The topic "Parteneriate și evenimente".'],
];
const LEGAL: Array<[TextKey, string, string]> = [
  ['legalName', 'Name', 'As registered, e.g. Asociația Nație prin Educație.'],
  ['legalCif', 'Tax id (CIF)', 'Cod de identificare fiscală.'],
  ['legalRegistration', 'Registration number', 'Registrul asociațiilor și fundațiilor.'],
  ['legalAddress', 'Registered address', 'Sediul social.'],
  ['legalPhone', 'Phone', 'Shown as a tel: link.'],
];
const BROCHURES: Array<[FileKey, string]> = [
  ['presentationRo', 'Presentation (Romanian)'],
  ['presentationEn', 'Presentation (English)'],
  ['contractTemplate', 'Sponsorship contract template'],
  ['sponsorshipPackages', 'Sponsorship packages'],
];

export function SiteSettingsForm({ settings }: { settings: SiteSettingsOutput }) {
  const utils = trpc.useUtils();
  const save = trpc.siteSettings.update.useMutation();
  const toast = useToast();
  const form = useForm(siteSettingsInput, { ...settings.values, homeStats: withStatRows(settings.values.homeStats) });
  const [files, setFiles] = useState(() => new Map(settings.files.map((f) => [f.id, f])));
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const values = form.values as Values;
  // Never lose work (issue 15): the guard and the local draft (a save resets the form, which drops the draft).
  const draft = useFormSafety(form, 'site-settings');

  const known = (file: FileOutput) => setFiles((m) => new Map(m).set(file.id, file));
  const error = (name: string) => serverErrors[name] ?? form.error(name);
  const set = (name: string, value: unknown) => {
    setServerErrors(({ [name]: _dropped, ...rest }) => rest);
    form.set(name, value);
  };
  const text = (name: TextKey) => ({
    value: String(values[name] ?? ''),
    onChange: (event: { target: { value: string } }) => set(name, event.target.value),
    onBlur: () => form.touch(name),
  });

  // A refused save on this long form is said at the button, and the first field to fix takes the focus (issue 25).
  const [summary, setSummary] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const showProblems = (reason: string | null, fields: number) => {
    const count = fields === 1 ? '1 field needs attention' : `${fields} fields need attention`;
    setSummary(`The settings were not saved${reason ? `: ${reason}` : ''}.${fields > 0 ? ` ${count}; the first one is selected.` : ''}`);
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    form.markSubmitted();
    setSummary(null);
    if (!form.data) return showProblems(null, Object.keys(form.errors).length);
    try {
      const saved = await save.mutateAsync(form.data);
      utils.siteSettings.get.setData(undefined, saved);
      setFiles(new Map(saved.files.map((f) => [f.id, f])));
      form.reset({ ...saved.values, homeStats: withStatRows(saved.values.homeStats) });
      setServerErrors({});
      toast.success('Site settings saved');
    } catch (err) {
      const fieldErrors = serverFieldErrors(err) ?? {};
      setServerErrors(fieldErrors);
      const reason = reasonOf(err) ?? 'Failed to save site settings';
      toast.error(reason);
      showProblems(reason, Object.keys(fieldErrors).length);
    }
  };

  const pdf = (key: FileKey, label: string, hint?: string) => (
    <SettingsPdf
      key={key}
      label={label}
      hint={hint}
      file={values[key] ? (files.get(values[key]) ?? null) : null}
      error={error(key)}
      onChange={(file) => {
        if (file) known(file);
        set(key, file?.id ?? null);
      }}
    />
  );

  const stats = values.homeStats;
  const setStat = (index: number, part: 'value' | 'label' | 'labelEn' | 'figure', value: string) => set('homeStats', stats.map((s, i) => (i === index ? { ...s, [part]: value } : s)));

  return (
    <form ref={formRef} className="dash-form" onSubmit={(e) => void submit(e)} noValidate aria-label="Site settings">
      <DraftOffer draft={draft} />
      <fieldset className="dash-panel dash-form">
        <legend>Contact and links</legend>
        <div className="dash-form__row">
          <Field label="Contact e-mail" error={error('contactEmail')}>
            <input type="email" inputMode="email" autoComplete="off" {...text('contactEmail')} />
          </Field>
          <Field label="Team portal link" error={error('teamPortalUrl')} hint="Where LOGIN points; empty: this site's /login.">
            <input type="url" inputMode="url" {...text('teamPortalUrl')} />
          </Field>
        </div>
        <div className="dash-form__row">
          {LINKS.map(([name, label]) => (
            <Field key={name} label={label} error={error(name)} hint="Empty hides the icon.">
              <input type="url" inputMode="url" {...text(name)} />
            </Field>
          ))}
        </div>
      </fieldset>

      <fieldset className="dash-panel dash-form">
        <legend>Contact page: role mailboxes</legend>
        <p className="dash-field__hint">Each role is listed on /about/contact-us only with its own address; empty hides the role.</p>
        <div className="dash-form__row">
          {ROLE_EMAILS.map(([name, label, hint]) => (
            <Field key={name} label={label} error={error(name)} hint={hint}>
              <input type="email" inputMode="email" autoComplete="off" {...text(name)} />
            </Field>
          ))}
        </div>
      </fieldset>

      <fieldset className="dash-panel dash-form">
        <legend>Association legal details</legend>
        <p className="dash-field__hint">Shown on the contact and donation pages; empty lines are not shown.</p>
        <div className="dash-form__row">
          {LEGAL.map(([name, label, hint]) => (
            <Field key={name} label={label} error={error(name)} hint={hint}>
              <input type={name === 'legalPhone' ? 'tel' : 'text'} autoComplete="off" {...text(name)} />
            </Field>
          ))}
        </div>
      </fieldset>

      <fieldset className="dash-panel dash-form">
        <legend>Embeds</legend>
        <div className="dash-form__row">
          {EMBEDS.map(([name, label, hint, read]) => (
            <Field key={name} label={label} error={error(name)} hint={understood(read, String(values[name] ?? '')) ?? `${hint} Empty hides the block.`}>
              <input type="text" autoComplete="off" {...text(name)} />
            </Field>
          ))}
        </div>
      </fieldset>

      <fieldset className="dash-panel dash-form">
        <legend>Home page</legend>
        <p className="dash-field__hint">Statistics: a value and its label, and optionally the label in English for /en/home (empty: the Romanian one); empty rows are not shown.</p>
        {error('homeStats') && <p className="dash-field__error">{error('homeStats')}</p>}
        {stats.map((stat, index) => (
          <div className="dash-form__row" key={index}>
            <Field label={`Statistic ${index + 1} value`}>
              <input type="text" maxLength={20} value={stat.value} onChange={(e) => setStat(index, 'value', e.target.value)} />
            </Field>
            <Field label={`Statistic ${index + 1} label`}>
              <input type="text" maxLength={80} value={stat.label} onChange={(e) => setStat(index, 'label', e.target.value)} />
            </Field>
            <Field label={`Statistic ${index + 1} English label`} hint="Optional.">
              <input type="text" lang="en" maxLength={80} value={stat.labelEn ?? ''} onChange={(e) => setStat(index, 'labelEn', e.target.value)} />
            </Field>
            <Field label={`Statistic ${index + 1} is the figure of`} hint="Quoted on /contribute and /contribute/companies.">
              <select value={stat.figure ?? ''} onChange={(e) => setStat(index, 'figure', e.target.value)}>
                <option value="">Nothing else</option>
                {FIGURES.map(([key, label]) => (
                  <option key={key} value={key}>
                    {label}
                  </option>
                ))}
              </select>
            </Field>
          </div>
        ))}
        <Field label="Money invested (figure)" error={error('investedFigure')} hint='Quoted on /contribute and /contribute/companies, e.g. "750.000 €". Empty hides it.'>
          <input type="text" maxLength={40} {...text('investedFigure')} />
        </Field>
        <h3>Carousel slides</h3>
        <SlidesEditor
          slides={values.slides as SlideValue[]}
          files={files}
          error={error('slides')}
          onChange={(change) => {
            setServerErrors(({ slides: _dropped, ...rest }) => rest);
            form.update('slides', (current) => change(current as SlideValue[]));
          }}
          onUploaded={known}
        />
      </fieldset>

      <fieldset className="dash-panel dash-form">
        <legend>Brochures (PDF)</legend>
        <p className="dash-field__hint">Shown on /contribute/companies only once uploaded: without an upload a brochure is not offered.</p>
        <div className="dash-form__row">{BROCHURES.map(([key, label]) => pdf(key, label))}</div>
      </fieldset>

      <fieldset className="dash-panel dash-form">
        <legend>Donations</legend>
        <div className="dash-form__row">
          <Field label="IBAN" error={error('iban')} hint="Romanian IBAN; empty: donors are asked to write for it.">
            <input type="text" autoComplete="off" spellCheck={false} {...text('iban')} />
          </Field>
          <Field label="Bank" error={error('bankName')}>
            <input type="text" {...text('bankName')} />
          </Field>
          <Field label="Beneficiary" error={error('beneficiary')}>
            <input type="text" {...text('beneficiary')} />
          </Field>
        </div>
        <label className="dash-check">
          <input type="checkbox" checked={values.cardEnabled} onChange={(e) => set('cardEnabled', e.target.checked)} />
          Offer card donations on /contribute
        </label>
        <p className="dash-field__hint">
          {settings.cardKeysConfigured
            ? 'The card-payment keys are set on the server (STRIPE_PUBLISHABLE_KEY, STRIPE_BUY_BUTTON_ID).'
            : 'No card-payment keys are set on the server (STRIPE_PUBLISHABLE_KEY, STRIPE_BUY_BUTTON_ID): the page shows only the bank transfer.'}
        </p>
      </fieldset>

      <fieldset className="dash-panel dash-form">
        <legend>Redirecționează 3,5% (Formular 230)</legend>
        <div className="dash-form__row">
          <Field label="Formular 230 online link" error={error('form230Url')} hint="The association's online form; empty hides the button.">
            <input type="url" inputMode="url" {...text('form230Url')} />
          </Field>
          <Field label="Deadline" error={error('form230Deadline')} hint="This year's filing deadline.">
            <input type="date" {...text('form230Deadline')} />
          </Field>
        </div>
        {pdf('form230FileId', 'Formular 230 (PDF)', 'The pre-filled form donors print and sign.')}
      </fieldset>

      {summary && (
        <div className="dash-alert dash-alert--error" role="alert" data-testid="settings-save-summary">
          {summary}
        </div>
      )}
      <div className="dash-actions">
        <button type="submit" className="dash-btn dash-btn--primary" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save settings'}
        </button>
      </div>
    </form>
  );
}
