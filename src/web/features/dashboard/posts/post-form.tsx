// The create/edit form of a home post (spec 02 §4, §5), validated by the shared createPostInput schema. Edit
// pre-fills from the post and keeps its image unless it is removed or replaced.
import { useRef, useState, type FormEvent } from 'react';
import { DEFAULT_IMAGE_POSITION, IMAGE_POSITIONS, POST_PRIORITY, POST_PRIORITY_LABELS } from '../../../../shared/constants';
import { IMAGE_ACCEPT, IMAGE_HINT, imageFileProblem } from '../../../../shared/schemas/files';
import { createPostInput, type PostEditorOutput } from '../../../../shared/schemas/posts';
import { fileUrl } from '../../../lib/api';
import { Field } from '../ui/field';
import { DraftOffer, useFormSafety } from '../ui/form-safety';
import { useForm } from '../ui/use-form';
import { FileField } from '../ui/file-field';
import { focusOnMount } from '../ui/focus-on-mount';
import { touchOnBlur } from '../ui/touch-on-blur';
import { PreviewLink, StatusField, statusToSend, statusValues } from '../ui/publish-status';
import { paths } from '../../../lib/paths';
import { usePostSave } from './use-post-save';
import { LastEdited } from '../ui/last-edited';
import { ItemHistory } from '../ui/item-history';
import { RichTextField } from '../ui/rich-text/lazy-rich-text-editor';
import { TranslationFields } from '../ui/translation-fields';
import type { RichTextInput } from '../../../../shared/schemas/rich-text';
import type { MediaItem } from '../../../../shared/schemas/media';

const PRIORITIES = Array.from({ length: POST_PRIORITY.max - POST_PRIORITY.min + 1 }, (_, i) => POST_PRIORITY.min + i);
const POSITION_LABELS = { LEFT: 'Left', RIGHT: 'Right', BIG: 'Big (full width)' } as const;

const initialValues = (post: PostEditorOutput | null) => ({
  title: post?.title ?? '',
  description: post?.descriptionDoc ?? '',
  titleEn: post?.titleEn ?? '',
  descriptionEn: post?.descriptionEnDoc ?? '',
  priority: String(post?.priority ?? POST_PRIORITY.default),
  imagePosition: post?.imagePosition ?? DEFAULT_IMAGE_POSITION,
  announcement: post?.announcement ?? false,
  ...statusValues(post),
});

interface PostFormProps {
  post: PostEditorOutput | null;
  onDone: () => void;
  /** A new post was saved as a draft (its image failed): the form goes on editing it. */
  onSavedAsDraft?: (post: PostEditorOutput) => void;
  onCancel: () => void;
  /** An earlier version was restored from the history: the form is reloaded from the post. */
  onRestored?: () => void;
}

export function PostForm({ post: initialPost, onDone, onCancel, onSavedAsDraft, onRestored }: PostFormProps) {
  // A new post created without its image (upload failed or cancelled) is edited from then on.
  const [post, setPost] = useState(initialPost);
  const form = useForm(createPostInput, initialValues(initialPost));
  const [file, setFile] = useState<File | null>(null);
  const [removeImage, setRemoveImage] = useState(false);
  // An image chosen from the media library instead of a new upload (decision 199).
  const [chosen, setChosen] = useState<MediaItem | null>(null);
  // Messages beside the schema's: the server's field errors of a refused save and the picked file's problem.
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const { save, saving, upload } = usePostSave();
  const formRef = useRef<HTMLFormElement>(null);
  const draft = useFormSafety(form, `post:${initialPost?.id ?? 'new'}`, file !== null || removeImage || chosen !== null);

  const errorOf = (name: string) => form.error(name) ?? serverErrors[name] ?? null;
  const change = (name: string, value: unknown) => {
    form.set(name, value);
    setServerErrors(({ [name]: _dropped, ...rest }) => rest);
  };
  const text = (name: 'title') => ({
    value: String(form.values[name] ?? ''),
    onChange: (event: { target: { value: string } }) => change(name, event.target.value),
    onBlur: touchOnBlur(form.touch, name),
  });

  const pick = (picked: File | null) => {
    const problem = picked ? imageFileProblem(picked) : null;
    setFile(problem ? null : picked);
    if (picked) setChosen(null);
    setServerErrors(({ file: _dropped, ...rest }) => (problem ? { ...rest, file: problem } : rest));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    form.markSubmitted();
    if (!form.data) {
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    const { status: _status, publishAt: _publishAt, ...data } = form.data;
    const result = await save({ post, data, publication: statusToSend(form.values), file, removeImage, chosenImageId: chosen?.file.id });
    if (result.ok) {
      draft.clear();
      return onDone();
    }
    setServerErrors(result.fieldErrors);
    if (result.saved) {
      // Saved as a draft without its image: the next save edits it and asks again for the status chosen.
      if (!post) onSavedAsDraft?.(result.saved);
      setPost(result.saved);
    }
  };

  const current = post?.image && !removeImage ? { name: post.image.name, url: fileUrl(post.image.id)!, isImage: true } : null;
  return (
    <form ref={formRef} className="dash-panel dash-form" onSubmit={submit} noValidate aria-labelledby="post-form-title">
      <h3 id="post-form-title" tabIndex={-1} ref={focusOnMount}>{post ? `Edit Post: ${post.title}` : 'Create New Post'}</h3>
      <LastEdited type="post" id={post?.id} />
      {post && onRestored && <ItemHistory item={{ entityType: 'post', entityId: post.id }} onRestored={onRestored} />}
      <DraftOffer draft={draft} />
      <Field label="Title" error={errorOf('title')}>
        <input type="text" autoComplete="off" {...text('title')} />
      </Field>
      <Field label="Description" error={errorOf('description')}>
        <RichTextField
          value={form.values.description as RichTextInput}
          onChange={(value) => change('description', value)}
          onBlur={() => form.touch('description')}
          disabled={saving}
        />
      </Field>
      <TranslationFields values={form.values} error={errorOf} onChange={change} onBlur={(name) => form.touch(name)} disabled={saving} />
      <div className="dash-form__row">
        <Field label="Priority" error={errorOf('priority')}>
          <select value={String(form.values.priority)} onChange={(e) => change('priority', e.target.value)} onBlur={touchOnBlur(form.touch, 'priority')}>
            {PRIORITIES.map((p) => (
              <option key={p} value={p}>
                {POST_PRIORITY_LABELS[p]}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Image position" error={errorOf('imagePosition')}>
          <select value={String(form.values.imagePosition)} onChange={(e) => change('imagePosition', e.target.value)}>
            {IMAGE_POSITIONS.map((p) => (
              <option key={p} value={p}>
                {POSITION_LABELS[p]}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <label className="dash-check">
        <input type="checkbox" checked={form.values.announcement === true} onChange={(e) => change('announcement', e.target.checked)} />
        Announcement
      </label>
      <StatusField
        status={form.values.status}
        publishAt={form.values.publishAt}
        published={post?.status === 'published'}
        error={errorOf('publishAt') ?? errorOf('status')}
        disabled={saving}
        onChange={change}
      />
      <FileField
        label="Image (optional)"
        accept={IMAGE_ACCEPT}
        hint={IMAGE_HINT}
        current={current}
        removeLabel="Remove image"
        onRemoveCurrent={() => setRemoveImage(true)}
        picked={file}
        onPick={pick}
        error={serverErrors.file ?? null}
        upload={upload}
        disabled={saving}
        library={{ chosen, onChoose: setChosen }}
      />
      {removeImage && post?.image && !file && !chosen && (
        <p className="dash-field__hint">
          The current image will be removed when you save.{' '}
          <button type="button" className="dash-link-btn" onClick={() => setRemoveImage(false)}>
            Keep it
          </button>
        </p>
      )}
      {serverErrors._ && (
        <p className="dash-alert dash-alert--error" role="alert">
          {serverErrors._}
        </p>
      )}
      <div className="dash-actions">
        <button type="button" className="dash-btn" onClick={onCancel} disabled={saving}>
          Cancel
        </button>
        {post && <PreviewLink href={paths.previewPost(post.id)} title={post.title} small={false} />}
        <button type="submit" className="dash-btn dash-btn--primary" disabled={saving}>
          {saving ? 'Saving...' : post ? 'Update Post' : 'Create Post'}
        </button>
      </div>
    </form>
  );
}
