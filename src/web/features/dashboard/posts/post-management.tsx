// Home Post Management (spec 02 §2, §4, §8): the posts with a count in list mode; the form in creating and
// editing mode. Cancel or a successful save returns to the list, which reloads. Each mode has its address
// (/dashboard/posts, /dashboard/posts/new, /dashboard/posts/12/edit: issue 15).
import { useState } from 'react';
import { matchesSearch } from '../../../../shared/search';
import { POST_TEXTS, type PostOutput } from '../../../../shared/schemas/posts';
import { BIN_TEXTS } from '../../../../shared/schemas/bin';
import { trpc } from '../../../lib/trpc';
import { useRefreshAtSchedule } from '../ui/refresh-at-schedule';
import { useConfirm } from '../ui/confirm-dialog';
import { useItemAddress } from '../ui/item-address';
import { focusAfterDelete } from '../ui/focus-after-delete';
import { ListTools, useListView } from '../ui/list-view';
import { StatusFilter, statusFilterOf } from '../ui/publish-status';
import { useToast } from '../ui/toast';
import { BulkBar, useSelection } from '../ui/bulk-actions';
import { PostForm } from './post-form';
import { PostList } from './post-list';
import './posts.css';

const SORTS = {
  newest: { label: 'Newest first', compare: (a: PostOutput, b: PostOutput) => b.timestamp.localeCompare(a.timestamp) },
  oldest: { label: 'Oldest first', compare: (a: PostOutput, b: PostOutput) => a.timestamp.localeCompare(b.timestamp) },
  title: { label: 'Title A-Z', compare: (a: PostOutput, b: PostOutput) => a.title.localeCompare(b.title, 'ro') },
  priority: { label: 'Priority', compare: (a: PostOutput, b: PostOutput) => b.priority - a.priority },
} as const;

export function PostManagement() {
  const address = useItemAddress('posts');
  const [deletingId, setDeletingId] = useState<number | null>(null);
  // Every post, drafts and scheduled ones included (issue 15); ?status= narrows the list.
  const posts = trpc.posts.listForEditor.useQuery();
  useRefreshAtSchedule(posts.data, () => posts.refetch());
  const remove = trpc.posts.delete.useMutation();
  const publishMany = trpc.posts.publishMany.useMutation();
  const deleteMany = trpc.posts.deleteMany.useMutation();
  const utils = trpc.useUtils();
  const confirm = useConfirm();
  const toast = useToast();

  const status = statusFilterOf(address.query);
  const shown = status ? posts.data?.filter((post) => post.status === status) : posts.data;
  const view = useListView(shown, address, SORTS, (post, query) => matchesSearch(query, post.title, post.description));
  const mode = address.mode;
  const selection = useSelection(view.page?.map((post) => post.id) ?? []);
  const reload = () => Promise.all([utils.posts.listForEditor.invalidate(), utils.bin.list.invalidate()]);
  const editing = mode.kind === 'edit' ? posts.data?.find((post) => post.id === mode.id) : undefined;
  // A new post saved as a draft without its image: the address becomes the draft's (/posts/<id>/edit) while the same
  // form stays open with what was typed and the upload's message (issue 25).
  const [carried, setCarried] = useState<number | null>(null);
  const carriedOver = mode.kind === 'edit' && mode.id === carried;
  // Bumped by a restore from the history: the form starts again from the restored post.
  const [restores, setRestores] = useState(0);

  const backToList = (saved: boolean) => {
    void address.toList({ force: saved });
    void utils.posts.listForEditor.invalidate();
  };

  const onDelete = async (post: PostOutput) => {
    if (!(await confirm(`Delete the post "${post.title}"? ${POST_TEXTS.confirmDelete}`, { confirmLabel: 'Delete', note: BIN_TEXTS.confirmNote }))) return;
    setDeletingId(post.id);
    try {
      await remove.mutateAsync({ id: post.id });
      focusAfterDelete(`post-${post.id}-title`, 'posts-create');
      toast.success(POST_TEXTS.deleted);
    } catch {
      toast.error(POST_TEXTS.deleteFailed);
    } finally {
      setDeletingId(null);
      void reload();
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
          <button id="posts-create" type="button" className="dash-btn dash-btn--primary" onClick={() => void address.toNew()}>
            Create New Post
          </button>
        )}
      </header>
      {mode.kind === 'list' && (
        <div className="dash-list-filters">
          <StatusFilter value={status} onChange={(next) => void address.setFilters({ ...Object.fromEntries(address.query), status: next, page: undefined })} />
          <ListTools view={view} label="posts" sorts={SORTS} />
        </div>
      )}
      {mode.kind === 'list' && !!view.page?.length && (
        <BulkBar
          kind="post"
          selection={selection}
          shownCount={view.page.length}
          titleOf={(id) => posts.data?.find((post) => post.id === id)?.title ?? `#${id}`}
          publish={(ids) => publishMany.mutateAsync({ ids })}
          moveToBin={(ids) => deleteMany.mutateAsync({ ids })}
          done={reload}
        />
      )}
      {mode.kind === 'list' ? (
        <PostList
          posts={view.page}
          loading={posts.isPending}
          failed={posts.isError}
          deletingId={deletingId}
          selection={selection}
          onRetry={() => void posts.refetch()}
          onEdit={(post) => void address.toEdit(post.id)}
          onDelete={onDelete}
        />
      ) : mode.kind === 'edit' && !editing && !carriedOver ? (
        <p className="dash-empty" role="status">
          {posts.isPending ? 'Loading post...' : 'Post not found.'}
        </p>
      ) : (
        <PostForm
          key={carriedOver ? 'new' : editing ? `${editing.id}:${restores}` : 'new'}
          post={editing ?? null}
          onSavedAsDraft={(draft) => {
            setCarried(draft.id);
            void address.toEdit(draft.id, { force: true, replace: true });
            void utils.posts.listForEditor.invalidate();
          }}
          onDone={() => backToList(true)}
          onCancel={() => backToList(false)}
          onRestored={() => void utils.posts.listForEditor.invalidate().then(() => setRestores((n) => n + 1))}
        />
      )}
    </section>
  );
}
