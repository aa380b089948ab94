// Saving a home post with its image. The server's upload for a post needs the post's id (homePostId, spec 02 §7),
// so a new post is created first and its image uploaded to it; an existing post's image is uploaded first and the
// fields saved after, so a cancelled upload changes nothing. The upload attaches the image; imageId confirms it.
import type { CreatePostInput, PostOutput } from '../../../../shared/schemas/posts';
import { POST_TEXTS } from '../../../../shared/schemas/posts';
import { trpc } from '../../../lib/trpc';
import { useToast } from '../ui/toast';
import { reasonOf, serverFieldErrors } from '../ui/server-errors';
import { isAbort, UPLOAD_CANCELLED, useUpload } from '../ui/use-upload';

export interface PostSaveRequest {
  /** The post being edited, or null to create one. */
  post: PostOutput | null;
  data: CreatePostInput;
  file: File | null;
  removeImage: boolean;
}

export type PostSaveResult =
  | { ok: true }
  /** Field messages of a refused save, or the upload's problem; `saved` is a post that now exists (created without its image). */
  | { ok: false; fieldErrors: Record<string, string>; saved?: PostOutput };

const uploadProblem = (error: unknown) => ({ file: isAbort(error) ? UPLOAD_CANCELLED : (reasonOf(error) ?? 'The image could not be uploaded.') });

export function usePostSave() {
  const utils = trpc.useUtils();
  const create = trpc.posts.create.useMutation();
  const update = trpc.posts.update.useMutation();
  const upload = useUpload();
  const toast = useToast();

  const uploadTo = (postId: number, file: File) => upload.start(file, { entityType: 'home_post_image', homePostId: String(postId) });

  async function createPost({ data, file }: PostSaveRequest): Promise<PostSaveResult> {
    let created: PostOutput;
    try {
      created = await create.mutateAsync({ ...data, imageId: undefined });
    } catch (error) {
      toast.error(POST_TEXTS.createFailed);
      return { ok: false, fieldErrors: serverFieldErrors(error) ?? {} };
    }
    void utils.posts.list.invalidate();
    if (!file) {
      toast.success(POST_TEXTS.created);
      return { ok: true };
    }
    try {
      await uploadTo(created.id, file);
      void utils.posts.list.invalidate();
      toast.success(POST_TEXTS.created);
      return { ok: true };
    } catch (error) {
      // The post exists without its image: say so and let the user try the image again on it.
      toast.success(POST_TEXTS.created);
      const problem = isAbort(error) ? 'Upload cancelled. The post was saved without its image.' : uploadProblem(error).file;
      return { ok: false, fieldErrors: { file: problem }, saved: created };
    }
  }

  async function updatePost({ post, data, file, removeImage }: PostSaveRequest & { post: PostOutput }): Promise<PostSaveResult> {
    let imageId: number | null | undefined = removeImage ? null : undefined;
    if (file) {
      try {
        imageId = (await uploadTo(post.id, file)).id;
      } catch (error) {
        if (!isAbort(error)) toast.error(POST_TEXTS.updateFailed);
        return { ok: false, fieldErrors: uploadProblem(error) };
      }
    }
    try {
      await update.mutateAsync({ id: post.id, ...data, imageId });
    } catch (error) {
      toast.error(POST_TEXTS.updateFailed);
      return { ok: false, fieldErrors: serverFieldErrors(error) ?? {} };
    } finally {
      void utils.posts.list.invalidate();
    }
    toast.success(POST_TEXTS.updated);
    return { ok: true };
  }

  return {
    save: (request: PostSaveRequest) => (request.post ? updatePost({ ...request, post: request.post }) : createPost(request)),
    saving: create.isPending || update.isPending || upload.uploading,
    upload,
  };
}
