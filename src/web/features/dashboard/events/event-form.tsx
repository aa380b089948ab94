// The create and edit form of an event: validated by the shared schema; a submit while invalid names the problem
// and marks the fields; the picked image is uploaded first (with progress), then the event is saved.
import { useRef, useState, type FormEvent } from 'react';
import { EVENT_MESSAGES, eventCreateInput, type EventClearable, type EventCreateInput, type EventOutput } from '../../../../shared/schemas/events';
import { bucharestInputToIso } from '../../../../shared/bucharest-time';
import { PUBLISH_TEXTS } from '../../../../shared/schemas/publishing';
import { paths } from '../../../lib/paths';
import { PreviewLink, StatusField } from '../ui/publish-status';
import type { SeasonOutput } from '../../../../shared/schemas/seasons';
import { DraftOffer, useFormSafety } from '../ui/form-safety';
import { useServerFieldErrors } from '../ui/server-errors';
import { useForm } from '../ui/use-form';
import { useToast } from '../ui/toast';
import { UploadProgress } from '../ui/upload-progress';
import { eventSaveErrorMessage, serverFieldErrors, type SaveError } from './event-errors';
import { EventFormFields } from './event-form-fields';
import { clearedFields, type EventFormValues } from './event-form-values';
import { ImagePicker } from './image-picker';
import type { MediaItem } from '../../../../shared/schemas/media';
import { isAbort } from '../../../lib/abort';
import { useUpload } from '../ui/use-upload';
import { LastEdited } from '../ui/last-edited';
import { ItemHistory } from '../ui/item-history';

export interface EventSave {
  data: EventCreateInput;
  clear: EventClearable[];
  /** A new image's id, null to remove the image, undefined to keep it. */
  imageId?: number | null;
  /** The image failed: the event is saved as a draft and this is said instead of the success message (issue 15). */
  uploadFailed?: string;
}

interface EventFormProps {
  mode: 'create' | 'edit';
  initial: EventFormValues;
  event?: EventOutput;
  seasons: SeasonOutput[];
  onSave: (save: EventSave) => Promise<void>;
  onCancel: () => void;
  /** An earlier version was restored from the history: the form is reloaded from the event. */
  onRestored?: () => void;
}

const DATE_FIELDS = ['dateStart', 'dateEnd', 'applicationsDeadline', 'publishAt'] as const;

/** The values as sent: the date-times typed in Bucharest time become instants. */
const withInstants = (values: Record<string, unknown>) => ({
  ...values,
  ...Object.fromEntries(DATE_FIELDS.map((field) => [field, bucharestInputToIso(String(values[field] ?? ''))])),
});

export function EventForm({ mode, initial, event, seasons, onSave, onCancel, onRestored }: EventFormProps) {
  const form = useForm(eventCreateInput, initial);
  const { errors: serverErrors, set: setServerErrors } = useServerFieldErrors(form.values);
  const toast = useToast();
  const { uploading, fraction, start, cancel } = useUpload();
  const formRef = useRef<HTMLFormElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [removeImage, setRemoveImage] = useState(false);
  // An image chosen from the media library instead of a new upload (decision 199).
  const [chosen, setChosen] = useState<MediaItem | null>(null);
  const [attempted, setAttempted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // A picked image is uploaded once: a save that fails and is tried again reuses it.
  const uploaded = useRef<{ file: File; id: number } | null>(null);
  const draft = useFormSafety(form, `event:${event?.id ?? 'new'}`, file !== null || removeImage || chosen !== null);

  const onSubmit = async (submit: FormEvent) => {
    submit.preventDefault();
    if (busy) return;
    form.markSubmitted();
    setAttempted(true);
    if (!form.data) {
      // After the fields re-render as invalid, take the user to the first one.
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    const parsed = eventCreateInput.safeParse(withInstants(form.values));
    if (!parsed.success) return;
    const data = parsed.data;
    setBusy(true);
    setFailure(null);
    setServerErrors({});
    try {
      let imageId: number | null | undefined = chosen ? chosen.file.id : removeImage ? null : undefined;
      if (file && uploaded.current?.file === file) imageId = uploaded.current.id;
      else if (file) {
        try {
          imageId = (await start(file, { entityType: 'event_image' })).id;
          uploaded.current = { file, id: imageId };
        } catch (error) {
          // A failed or cancelled upload never publishes: a published event stays as it was, any other is saved as
          // a draft without the new image (issue 15).
          const reason = isAbort(error) ? 'Upload cancelled' : `Image upload failed: ${(error as Error).message}`;
          if (mode === 'edit' && event?.status === 'published') {
            setFailure(`${PUBLISH_TEXTS.uploadFailedUnchanged('event')} (${reason})`);
            return;
          }
          const uploadFailed = `${PUBLISH_TEXTS.uploadFailedDraft('event')} (${reason})`;
          const asDraft = { ...data, status: 'draft' as const, publishAt: undefined };
          await onSave({ data: asDraft, imageId: removeImage ? null : undefined, clear: mode === 'edit' ? clearedFields(initial, form.values) : [], uploadFailed });
          // Said once the draft is saved, never before (a failed save says why instead, below).
          setFailure(uploadFailed);
          draft.clear();
          return;
        }
      }
      await onSave({ data, imageId, clear: mode === 'edit' ? clearedFields(initial, form.values) : [] });
      draft.clear();
    } catch (error) {
      const message = eventSaveErrorMessage(mode === 'create' ? 'create' : 'update', error as SaveError);
      setFailure(message);
      setServerErrors(serverFieldErrors(error as SaveError));
      toast.error(message);
    } finally {
      setBusy(false);
    }
  };

  const invalidShown = attempted && !form.valid;
  return (
    <form ref={formRef} className="dash-form" onSubmit={onSubmit} noValidate aria-busy={busy}>
      <DraftOffer draft={draft} />
      <LastEdited type="event" id={event?.id} />
      {event && onRestored && <ItemHistory item={{ entityType: 'event', entityId: event.id }} onRestored={onRestored} />}
      <EventFormFields form={form} serverErrors={serverErrors} seasons={seasons} disabled={busy} />
      <StatusField
        status={form.values.status}
        publishAt={form.values.publishAt}
        published={event?.status === 'published'}
        error={form.error('publishAt') ?? serverErrors.publishAt ?? form.error('status') ?? null}
        disabled={busy}
        onChange={(name, value) => form.set(name, value)}
      />
      <ImagePicker
        label="Image"
        file={file}
        current={removeImage ? null : (event?.image ?? null)}
        onPick={setFile}
        onRemoveCurrent={mode === 'edit' ? () => setRemoveImage(true) : undefined}
        disabled={busy}
        library={{ chosen, onChoose: setChosen }}
      />
      {removeImage && !file && (
        <p className="ev-season-note">
          The current image will be removed when you save.{' '}
          <button type="button" className="dash-btn dash-btn--small" onClick={() => setRemoveImage(false)}>
            Keep image
          </button>
        </p>
      )}
      {uploading && <UploadProgress fraction={fraction} onCancel={cancel} label="Uploading image" />}
      {invalidShown && (
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
        <button type="button" className="dash-btn" onClick={onCancel} disabled={busy}>
          Cancel
        </button>
        {event && <PreviewLink href={paths.previewEvent(event.id)} title={event.title} small={false} />}
        {/* aria-disabled, not disabled: it reads as unavailable while the form is invalid, yet a press still says why. */}
        <button type="submit" className="dash-btn dash-btn--primary ev-submit" aria-disabled={!form.valid || busy}>
          {busy ? 'Saving...' : mode === 'create' ? 'Create Event' : 'Update Event'}
        </button>
      </div>
    </form>
  );
}
