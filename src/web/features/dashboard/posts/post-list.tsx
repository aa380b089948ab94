// The list mode of Home Post Management: loading, the load error with Retry, the empty state, or the posts.
import { POST_TEXTS, type PostOutput } from '../../../../shared/schemas/posts';
import type { Selection } from '../ui/bulk-actions';
import { PostRow } from './post-row';

interface PostListProps {
  posts: PostOutput[] | undefined;
  loading: boolean;
  failed: boolean;
  deletingId: number | null;
  selection: Selection;
  onRetry: () => void;
  onEdit: (post: PostOutput) => void;
  onDelete: (post: PostOutput) => void;
}

export function PostList({ posts, loading, failed, deletingId, selection, onRetry, onEdit, onDelete }: PostListProps) {
  if (loading) {
    return (
      <p className="dash-empty" role="status">
        Loading posts...
      </p>
    );
  }
  if (failed || !posts) {
    return (
      <div className="dash-alert dash-alert--error" role="alert">
        <p>{POST_TEXTS.loadFailed}</p>
        <button type="button" className="dash-btn dash-btn--small" onClick={onRetry}>
          Retry
        </button>
      </div>
    );
  }
  if (posts.length === 0) {
    return (
      <div className="dash-empty">
        <h3>{POST_TEXTS.emptyTitle}</h3>
        <p>{POST_TEXTS.emptyHint}</p>
      </div>
    );
  }
  return (
    <ul className="dash-posts" aria-label="Home posts">
      {posts.map((post) => (
        <PostRow key={post.id} post={post} busy={deletingId === post.id} selection={selection} onEdit={() => onEdit(post)} onDelete={() => onDelete(post)} />
      ))}
    </ul>
  );
}
