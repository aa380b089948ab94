// Never lose work (issue 15) for one form: the unsaved-changes guard and the local draft, from a useForm state.
// `draftKey` names the form and its item ('post:new', 'event:3'); `extraDirty` counts changes outside the values
// (a picked file, an image marked for removal); `exclude` names fields never kept on this machine (passwords).
import { formatBucharest } from '../../../../shared/bucharest-time';
import { useLocalDraft } from './local-draft';
import { useUnsavedGuard } from './unsaved';
import { sameValues } from './use-form';

interface FormLike {
  values: Record<string, unknown>;
  baseline: Record<string, unknown>;
  dirty: boolean;
  setAll: (values: Record<string, unknown>) => void;
}

export function useFormSafety(form: FormLike, draftKey: string, extraDirty = false, exclude: readonly string[] = []) {
  // A draft is worth keeping only when a kept field changed (a typed password alone leaves nothing to offer back).
  const keep = (values: Record<string, unknown>) => Object.fromEntries(Object.entries(values).filter(([name]) => !exclude.includes(name)));
  const draftDirty = exclude.length ? !sameValues(keep(form.values), keep(form.baseline)) : form.dirty;
  const draft = useLocalDraft(draftKey, form.values, draftDirty, form.setAll, exclude);
  useUnsavedGuard(form.dirty || extraDirty, draft.clear);
  return draft;
}

interface DraftOfferProps {
  draft: ReturnType<typeof useFormSafety>;
}

/** The offer of an earlier draft, above the form's fields. */
export function DraftOffer({ draft }: DraftOfferProps) {
  if (!draft.offer) return null;
  return (
    <div className="dash-alert dash-draft" role="status">
      <p>You have unsaved changes from {formatBucharest(draft.offer.savedAt)}. Restore them?</p>
      <div className="dash-draft__actions">
        <button type="button" className="dash-btn dash-btn--small dash-btn--primary" onClick={draft.restore}>
          Restore draft
        </button>
        <button type="button" className="dash-btn dash-btn--small" onClick={draft.discard}>
          Discard draft
        </button>
      </div>
    </div>
  );
}
