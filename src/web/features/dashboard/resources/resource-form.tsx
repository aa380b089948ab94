// The create/edit form of a resource (spec 02 §4, §5), validated by the shared createResourceInput schema. The
// category decides the rest: a Document has no link and needs a file (new or kept); a Video or Link needs a link
// and may have a picture. Submit is disabled while the form is invalid or saving.
import { useState, type FormEvent } from 'react';
import { RESOURCE_CATEGORIES, RESOURCE_PAGES, RESOURCE_PRIORITY, type ResourceCategory } from '../../../../shared/constants';
import { DOCUMENT_ACCEPT, IMAGE_ACCEPT, IMAGE_HINT } from '../../../../shared/schemas/files';
import { createResourceInput, RESOURCE_MESSAGES, resourceFileProblem, type ResourceEditorOutput } from '../../../../shared/schemas/resources';
import { fileUrl } from '../../../lib/api';
import { FileField } from '../ui/file-field';
import type { MediaItem } from '../../../../shared/schemas/media';
import { focusOnMount } from '../ui/focus-on-mount';
import { touchOnBlur } from '../ui/touch-on-blur';
import { Field } from '../ui/field';
import { DraftOffer, useFormSafety } from '../ui/form-safety';
import { useForm } from '../ui/use-form';
import { PAGE_LABELS } from './resource-labels';
import { useResourceSave } from './use-resource-save';
import { LastEdited } from '../ui/last-edited';
import { ItemHistory } from '../ui/item-history';
import { TranslationFieldset } from '../ui/translation-fields';

const isCategory = (v: unknown): v is ResourceCategory => RESOURCE_CATEGORIES.includes(v as ResourceCategory);
const fileKindOf = (category: ResourceCategory) => (category === 'Document' ? 'document' : 'image');

const initialValues = (resource: ResourceEditorOutput | null) => ({
  page: resource?.page ?? '',
  category: resource?.category ?? '',
  section: resource?.section ?? '',
  subsection: resource?.subsection ?? '',
  description: resource?.description ?? '',
  link: resource?.link ?? '',
  priority: String(resource?.priority ?? RESOURCE_PRIORITY.default),
  // The English version (decision 204): '' is none; sent as null, which removes it.
  sectionEn: resource?.sectionEn ?? '',
  subsectionEn: resource?.subsectionEn ?? '',
  descriptionEn: resource?.descriptionEn ?? '',
});

interface ResourceFormProps {
  resource: ResourceEditorOutput | null;
  onDone: () => void;
  onCancel: () => void;
  /** An earlier version was restored from the history: the form is reloaded from the resource. */
  onRestored?: () => void;
}

export function ResourceForm({ resource, onDone, onCancel, onRestored }: ResourceFormProps) {
  const form = useForm(createResourceInput, initialValues(resource));
  const [file, setFile] = useState<File | null>(null);
  const [removeFile, setRemoveFile] = useState(false);
  // An image chosen from the media library (decision 199): Video and Link resources only, the library holds images.
  const [chosen, setChosen] = useState<MediaItem | null>(null);
  // Messages beside the schema's: the server's field errors of a refused save and the picked file's problem.
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [blocked, setBlocked] = useState<string | null>(null);
  const { save, saving, upload } = useResourceSave();
  // Never lose work (issue 15): the guard and the local draft (files are not kept).
  const draft = useFormSafety(form, `resource:${resource?.id ?? 'new'}`, file !== null || removeFile || chosen !== null);

  const category = isCategory(form.values.category) ? form.values.category : null;
  const kept = resource?.image && !removeFile && category && resource.image.kind === fileKindOf(category) ? resource.image : null;
  const misfit = resource?.image && !removeFile && category && !kept ? resource.image : null;

  const errorOf = (name: string) => form.error(name) ?? serverErrors[name] ?? null;
  const change = (name: string, value: unknown) => {
    form.set(name, value);
    setServerErrors(({ [name]: _dropped, _: _form, ...rest }) => rest);
  };
  const bind = (name: string) => ({
    value: String(form.values[name] ?? ''),
    onChange: (event: { target: { value: string } }) => change(name, event.target.value),
    onBlur: touchOnBlur(form.touch, name),
  });

  const setFileProblem = (problem: string | null) => setServerErrors(({ file: _dropped, ...rest }) => (problem ? { ...rest, file: problem } : rest));

  const changeCategory = (value: string) => {
    change('category', value);
    form.touch('category');
    form.touch('_');
    setBlocked(null);
    if (value === 'Document') {
      change('link', '');
      setChosen(null);
    }
    // A file picked for the old category may not fit the new one.
    const problem = file && isCategory(value) ? resourceFileProblem(value, file) : null;
    if (problem) setFile(null);
    setFileProblem(problem);
  };

  const pick = (picked: File | null) => {
    const problem = picked && category ? resourceFileProblem(category, picked) : null;
    setFile(problem ? null : picked);
    setFileProblem(problem);
    setBlocked(null);
    if (picked) setChosen(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    form.markSubmitted();
    if (!form.data) return;
    if (form.data.category === 'Document' && !file && !kept) {
      setBlocked(RESOURCE_MESSAGES.documentFileRequired);
      return;
    }
    const result = await save({ resource, data: form.data, file, chosenId: chosen?.file.id, removeFile: removeFile || Boolean(misfit && !file) });
    if (result.ok) {
      draft.clear();
      return onDone();
    }
    setServerErrors(result.fieldErrors);
  };

  const formMessage = blocked ?? form.error('_') ?? serverErrors._ ?? null;
  return (
    <form className="dash-panel dash-form" onSubmit={submit} noValidate aria-labelledby="resource-form-title">
      <h3 id="resource-form-title" tabIndex={-1} ref={focusOnMount}>{resource ? 'Edit Resource' : 'Add New Resource'}</h3>
      <LastEdited type="resource" id={resource?.id} />
      {resource && onRestored && <ItemHistory item={{ entityType: 'resource', entityId: resource.id }} onRestored={onRestored} />}
      <DraftOffer draft={draft} />
      <div className="dash-form__row">
        <Field label="Page" error={errorOf('page')}>
          <select {...bind('page')} onChange={(e) => {
              change('page', e.target.value);
              form.touch('page');
            }}
          >
            <option value="">Select a page</option>
            {RESOURCE_PAGES.map((page) => (
              <option key={page} value={page}>
                {PAGE_LABELS[page]}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Category" error={errorOf('category')}>
          <select {...bind('category')} onChange={(e) => changeCategory(e.target.value)}>
            <option value="">Select a category</option>
            {RESOURCE_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <div className="dash-form__row">
        <Field label="Section" error={errorOf('section')}>
          <input type="text" autoComplete="off" {...bind('section')} />
        </Field>
        <Field label="Subsection" error={errorOf('subsection')}>
          <input type="text" autoComplete="off" {...bind('subsection')} />
        </Field>
      </div>
      <Field label="Description" error={errorOf('description')}>
        <textarea rows={4} {...bind('description')} />
      </Field>
      <TranslationFieldset disabled={saving}>
        <div className="dash-form__row">
          <Field label="English section" error={errorOf('sectionEn')}>
            <input type="text" autoComplete="off" lang="en" {...bind('sectionEn')} />
          </Field>
          <Field label="English subsection" error={errorOf('subsectionEn')}>
            <input type="text" autoComplete="off" lang="en" {...bind('subsectionEn')} />
          </Field>
        </div>
        <Field label="English description" error={errorOf('descriptionEn')}>
          <textarea rows={3} lang="en" {...bind('descriptionEn')} />
        </Field>
      </TranslationFieldset>
      <div className="dash-form__row">
        {category !== 'Document' && (
          <Field label="Link" error={errorOf('link')} hint="A web address starting with http:// or https://">
            <input type="url" inputMode="url" autoComplete="off" placeholder="https://" {...bind('link')} onBlur={touchOnBlur(form.touch, 'link', '_')} />
          </Field>
        )}
        <Field label="Priority" error={errorOf('priority')} hint="1 or more; a lower number is listed first on the public page">
          <input type="number" min={RESOURCE_PRIORITY.min} step={1} {...bind('priority')} />
        </Field>
      </div>
      {category ? (
        <FileField
          label={category === 'Document' ? 'Document file' : 'Image (optional)'}
          accept={category === 'Document' ? DOCUMENT_ACCEPT : IMAGE_ACCEPT}
          hint={category === 'Document' ? 'PDF, Word, PowerPoint, Excel, plain text or ZIP, up to 10MB.' : IMAGE_HINT}
          current={kept ? { name: kept.name, url: fileUrl(kept.id)!, isImage: kept.kind === 'image' } : null}
          onRemoveCurrent={() => setRemoveFile(true)}
          picked={file}
          onPick={pick}
          error={serverErrors.file ?? null}
          upload={upload}
          disabled={saving}
          library={category === 'Document' ? undefined : { chosen, onChoose: setChosen }}
        />
      ) : (
        <p className="dash-field__hint">Choose a category to attach a document or an image.</p>
      )}
      {misfit && !file && !chosen && (
        <p className="dash-field__hint">
          The current file ({misfit.name}) does not fit a {category} and will be removed when you save.
        </p>
      )}
      {removeFile && kept === null && resource?.image && !misfit && !chosen && (
        <p className="dash-field__hint">
          The current file will be removed when you save.{' '}
          <button type="button" className="dash-link-btn" onClick={() => setRemoveFile(false)}>
            Keep it
          </button>
        </p>
      )}
      {formMessage && (
        <p className="dash-alert dash-alert--error" role="alert">
          {formMessage}
        </p>
      )}
      <div className="dash-actions">
        {!form.valid && <p className="dash-field__hint dash-res-form__hint">Fill in every required field correctly to save.</p>}
        <button type="button" className="dash-btn" onClick={onCancel} disabled={saving}>
          Cancel
        </button>
        <button type="submit" className="dash-btn dash-btn--primary" disabled={!form.valid || saving}>
          {saving ? 'Saving...' : resource ? 'Update Resource' : 'Create Resource'}
        </button>
      </div>
    </form>
  );
}
