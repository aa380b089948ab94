// One home post in the dashboard list: thumbnail, title, an excerpt, badges, the date and the row's actions.
import type { PostOutput } from '../../../../shared/schemas/posts';
import { fileUrl } from '../../../lib/api';
import { paths } from '../../../lib/paths';
import { formatTimestamp } from '../ui/format-timestamp';
import { SiteLink, StatusBadge } from '../ui/publish-status';
import { PostPriorityBadge } from './post-priority-badge';
import { ThumbImage } from '../ui/thumb-image';
import { LastEdited } from '../ui/last-edited';
import { SelectBox, type Selection } from '../ui/bulk-actions';

const POSITION_LABELS = { LEFT: 'Image left', RIGHT: 'Image right', BIG: 'Big image' } as const;

interface PostRowProps {
  post: PostOutput;
  busy: boolean;
  selection: Selection;
  onEdit: () => void;
  onDelete: () => void;
}

export function PostRow({ post, busy, selection, onEdit, onDelete }: PostRowProps) {
  const src = fileUrl(post.image?.id);
  const titleId = `post-${post.id}-title`;
  return (
    <li className="dash-post" aria-labelledby={titleId}>
      <SelectBox label={post.title} selection={selection} id={post.id} />
      <div className="dash-post__media">
        {src ? (
          <ThumbImage src={src} alt={post.title} width={120} height={80} className="dash-post__thumb" />
        ) : (
          <span className="dash-post__noimage" aria-hidden="true">
            No image
          </span>
        )}
      </div>
      <div className="dash-post__body">
        <h3 id={titleId} className="dash-post__title">
          {post.title}
        </h3>
        <p className="dash-post__excerpt">{post.description}</p>
        <div className="dash-post__meta">
          <PostPriorityBadge priority={post.priority} />
          <span className="dash-badge">{POSITION_LABELS[post.imagePosition]}</span>
          {post.announcement && <span className="dash-badge dash-badge--green">Announcement</span>}
          <StatusBadge item={post} />
          <time dateTime={post.timestamp}>{formatTimestamp(post.timestamp)}</time>
        </div>
        <LastEdited type="post" id={post.id} />
      </div>
      <div className="dash-post__actions">
        <button type="button" className="dash-btn dash-btn--small" onClick={onEdit} disabled={busy}>
          Edit
        </button>
        <SiteLink published={post.status === 'published'} siteHref={paths.post(post.slug)} previewHref={paths.previewPost(post.id)} title={post.title} />
        <button type="button" className="dash-btn dash-btn--small dash-btn--danger" onClick={onDelete} disabled={busy}>
          Delete
        </button>
      </div>
    </li>
  );
}
