// Saving a home post with its image. The server's upload for a post needs the post's id (homePostId, spec 02 §7),
// so a new post is created first and its image uploaded to it; an existing post's image is uploaded first and the
// fields saved after. The upload attaches the image; imageId confirms it.
// A failed or cancelled upload never publishes (issue 15): a new post with an image is created as a draft and gets
// the chosen status only once its image is in; when the upload fails it stays a draft, and an existing draft or
// scheduled post is saved as a draft. A published post whose new image fails is left as it was.
import type { CreatePostInput, PostEditorOutput } from '../../../../shared/schemas/posts';
import { POST_TEXTS } from '../../../../shared/schemas/posts';
import { PUBLISH_TEXTS, type PublishStatus } from '../../../../shared/schemas/publishing';
import { trpc } from '../../../lib/trpc';
import { savedMessage } from '../ui/publish-status';
import { useToast } from '../ui/toast';
import { reasonOf, serverFieldErrors } from '../ui/server-errors';
import { isAbort } from '../../../lib/abort';
import { useUpload } from '../ui/use-upload';

export interface PostSaveRequest {
  /** The post being edited, or null to create one. */
  post: PostEditorOutput | null;
  data: CreatePostInput;
  /** The chosen status; publishAt is the instant of a schedule. */
  publication: { status: PublishStatus; publishAt?: string };
  file: File | null;
  removeImage: boolean;
  /** An image of the media library to use instead of an upload (decision 199). */
  chosenImageId?: number;
}

export type PostSaveResult =
  | { ok: true }
  /** Field messages of a refused save, or the upload's problem; `saved` is the post as it now exists (a draft without its image). */
  | { ok: false; fieldErrors: Record<string, string>; saved?: PostEditorOutput };

/** The form's checked values as the server takes them: the descriptions go as their documents (decision 196); an
 * English one left empty goes as null, which removes it (decision 203). */
const sendable = (data: CreatePostInput) => ({
  ...data,
  titleEn: data.titleEn ?? null,
  description: data.description.doc,
  descriptionEn: data.descriptionEn?.doc ?? null,
});

/** What became of the post, then why the image did not go up. */
const uploadProblem = (error: unknown, outcome: string) => `${outcome} (${isAbort(error) ? 'Upload cancelled' : (reasonOf(error) ?? 'Upload failed')})`;

export function usePostSave() {
  const utils = trpc.useUtils();
  const create = trpc.posts.create.useMutation();
  const update = trpc.posts.update.useMutation();
  const upload = useUpload();
  const toast = useToast();
  const reload = () => utils.posts.listForEditor.invalidate();

  const uploadTo = (postId: number, file: File) => upload.start(file, { entityType: 'home_post_image', homePostId: String(postId) });

  async function createPost({ data, file, publication, chosenImageId }: PostSaveRequest): Promise<PostSaveResult> {
    let created: PostEditorOutput;
    try {
      // With an image still to upload, the post waits as a draft.
      created = await create.mutateAsync({ ...sendable(data), ...(file ? { status: 'draft' } : publication), imageId: file ? undefined : chosenImageId });
    } catch (error) {
      toast.error(POST_TEXTS.createFailed);
      return { ok: false, fieldErrors: serverFieldErrors(error) ?? {} };
    }
    void reload();
    if (!file) {
      toast.success(savedMessage(POST_TEXTS.created, 'post', publication));
      return { ok: true };
    }
    try {
      await uploadTo(created.id, file);
    } catch (error) {
      const message = uploadProblem(error, PUBLISH_TEXTS.uploadFailedDraft('post'));
      toast.error(message);
      return { ok: false, fieldErrors: { file: message }, saved: created };
    }
    if (publication.status !== 'draft') {
      try {
        created = await update.mutateAsync({ id: created.id, ...publication });
      } catch (error) {
        // Saved with its image, as a draft: the status (a schedule time that passed meanwhile) is refused.
        toast.error(POST_TEXTS.updateFailed);
        return { ok: false, fieldErrors: serverFieldErrors(error) ?? {}, saved: created };
      } finally {
        void reload();
      }
    }
    toast.success(savedMessage(POST_TEXTS.created, 'post', publication));
    return { ok: true };
  }

  async function updatePost({ post, data, file, removeImage, publication, chosenImageId }: PostSaveRequest & { post: PostEditorOutput }): Promise<PostSaveResult> {
    let imageId: number | null | undefined = chosenImageId ?? (removeImage ? null : undefined);
    if (file) {
      try {
        imageId = (await uploadTo(post.id, file)).id;
      } catch (error) {
        if (post.status === 'published') {
          // Nothing was saved: the spec's update failure, and why beside the image.
          if (!isAbort(error)) toast.error(POST_TEXTS.updateFailed);
          return { ok: false, fieldErrors: { file: uploadProblem(error, PUBLISH_TEXTS.uploadFailedUnchanged('post')) } };
        }
        // A draft or a scheduled post keeps what was typed, as a draft: it must not go out without its image.
        try {
          const saved = await update.mutateAsync({ id: post.id, ...sendable(data), status: 'draft', imageId: removeImage ? null : undefined });
          const message = uploadProblem(error, PUBLISH_TEXTS.uploadFailedDraft('post'));
          toast.error(message);
          return { ok: false, fieldErrors: { file: message }, saved };
        } catch (saveError) {
          toast.error(POST_TEXTS.updateFailed);
          return { ok: false, fieldErrors: serverFieldErrors(saveError) ?? {} };
        } finally {
          void reload();
        }
      }
    }
    try {
      await update.mutateAsync({ id: post.id, ...sendable(data), ...publication, imageId });
    } catch (error) {
      toast.error(POST_TEXTS.updateFailed);
      return { ok: false, fieldErrors: serverFieldErrors(error) ?? {} };
    } finally {
      void reload();
    }
    toast.success(savedMessage(POST_TEXTS.updated, 'post', publication));
    return { ok: true };
  }

  return {
    save: (request: PostSaveRequest) => (request.post ? updatePost({ ...request, post: request.post }) : createPost(request)),
    saving: create.isPending || update.isPending || upload.uploading,
    upload,
  };
}
