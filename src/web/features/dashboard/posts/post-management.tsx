// Home Post Management (spec 02 §2, §4, §8): the posts with a count in list mode; the form in creating and
// editing mode. Cancel or a successful save returns to the list, which reloads.
import { useState } from 'react';
import { POST_TEXTS, type PostOutput } from '../../../../shared/schemas/posts';
import { trpc } from '../../../lib/trpc';
import { useConfirm } from '../ui/confirm-dialog';
import { useToast } from '../ui/toast';
import { PostForm } from './post-form';
import { PostList } from './post-list';
import './posts.css';

type Mode = { kind: 'list' } | { kind: 'creating' } | { kind: 'editing'; post: PostOutput };

export function PostManagement() {
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const [deletingId, setDeletingId] = useState<number | null>(null);
  const posts = trpc.posts.list.useQuery();
  const remove = trpc.posts.delete.useMutation();
  const utils = trpc.useUtils();
  const confirm = useConfirm();
  const toast = useToast();

  const backToList = () => {
    setMode({ kind: 'list' });
    void utils.posts.list.invalidate();
  };

  const onDelete = async (post: PostOutput) => {
    if (!(await confirm(POST_TEXTS.confirmDelete, { confirmLabel: 'Delete' }))) return;
    setDeletingId(post.id);
    try {
      await remove.mutateAsync({ id: post.id });
      toast.success(POST_TEXTS.deleted);
    } catch {
      toast.error(POST_TEXTS.deleteFailed);
    } finally {
      setDeletingId(null);
      void utils.posts.list.invalidate();
    }
  };

  const count = posts.data?.length;
  return (
    <section className="dash-section" aria-labelledby="posts-heading">
      <header className="dash-header">
        <div>
          <h2 id="posts-heading">Home Posts</h2>
          {count !== undefined && <p>{count === 1 ? '1 post' : `${count} posts`}</p>}
        </div>
        {mode.kind === 'list' && (
          <button type="button" className="dash-btn dash-btn--primary" onClick={() => setMode({ kind: 'creating' })}>
            Create New Post
          </button>
        )}
      </header>
      {mode.kind === 'list' ? (
        <PostList
          posts={posts.data}
          loading={posts.isPending}
          failed={posts.isError}
          deletingId={deletingId}
          onRetry={() => void posts.refetch()}
          onEdit={(post) => setMode({ kind: 'editing', post })}
          onDelete={onDelete}
        />
      ) : (
        <PostForm
          key={mode.kind === 'editing' ? mode.post.id : 'new'}
          post={mode.kind === 'editing' ? mode.post : null}
          onDone={backToList}
          onCancel={backToList}
        />
      )}
    </section>
  );
}
