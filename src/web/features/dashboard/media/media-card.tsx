// One image of the library: its preview, name, dimensions, size and upload date, its alt text (saved on its own),
// the items that use it, and Delete for an image nothing uses (confirmed; the server refuses a used one).
import { useId, useState } from 'react';
import { Link } from 'wouter';
import { ALT_TEXT_MAX, type MediaItem } from '../../../../shared/schemas/media';
import type { Role } from '../../../../shared/policy';
import { trpc } from '../../../lib/trpc';
import { useConfirm } from '../ui/confirm-dialog';
import { formatTimestamp } from '../ui/format-timestamp';
import { reasonOf } from '../ui/server-errors';
import { ThumbImage } from '../ui/thumb-image';
import { useToast } from '../ui/toast';
import { sizeText } from '../ui/size-text';
import { hrefOfUse, labelOfUse } from './media-format';

export function MediaCard({ item, role }: { item: MediaItem; role: Role | undefined }) {
  const id = useId();
  const utils = trpc.useUtils();
  const confirm = useConfirm();
  const toast = useToast();
  const [alt, setAlt] = useState(item.altText);
  const [altError, setAltError] = useState<string | null>(null);
  const updateAlt = trpc.media.updateAlt.useMutation();
  const remove = trpc.media.delete.useMutation();
  const { file } = item;

  const saveAlt = async () => {
    setAltError(null);
    try {
      const saved = await updateAlt.mutateAsync({ id: file.id, altText: alt });
      setAlt(saved.altText);
      toast.success('Alt text saved.');
      void utils.media.list.invalidate();
    } catch (error) {
      setAltError(reasonOf(error) ?? 'The alt text could not be saved.');
    }
  };

  const del = async () => {
    if (!(await confirm(`Delete the image "${file.name}"? This cannot be undone.`, { confirmLabel: 'Delete' }))) return;
    try {
      await remove.mutateAsync({ id: file.id });
      toast.success('Image deleted.');
      void utils.media.list.invalidate();
    } catch (error) {
      toast.error(reasonOf(error) ?? 'The image could not be deleted.');
    }
  };

  return (
    <li className="media-card" aria-labelledby={`${id}-name`}>
      <ThumbImage src={file.path} alt={item.altText || file.name} width={240} height={160} className="media-card__img" />
      <div className="media-card__body">
        <h3 id={`${id}-name`} className="media-card__name" title={file.name}>
          {file.name}
        </h3>
        <p className="media-card__meta">
          {file.width && file.height ? `${file.width} × ${file.height} px · ` : ''}
          {sizeText(file.size)} · {formatTimestamp(file.createdAt)}
        </p>
        <form
          className="dash-field media-card__alt"
          onSubmit={(event) => {
            event.preventDefault();
            void saveAlt();
          }}
        >
          <label htmlFor={`${id}-alt`}>Alt text</label>
          <div className="media-card__alt-row">
            <input
              id={`${id}-alt`}
              type="text"
              value={alt}
              maxLength={ALT_TEXT_MAX}
              aria-invalid={Boolean(altError)}
              aria-describedby={altError ? `${id}-alt-error` : undefined}
              onChange={(event) => setAlt(event.target.value)}
            />
            <button type="submit" className="dash-btn dash-btn--small" disabled={updateAlt.isPending || alt === item.altText}>
              Save
            </button>
          </div>
          {altError && (
            <p id={`${id}-alt-error`} className="dash-field__error" role="alert">
              {altError}
            </p>
          )}
        </form>
        <div className="media-card__uses">
          {item.usedBy.length === 0 ? (
            <p className="media-card__unused">Not used</p>
          ) : (
            <>
              <p className="media-card__uses-title">Used by</p>
              <ul>
                {item.usedBy.map((use, index) => {
                  const href = hrefOfUse(use, role);
                  return <li key={`${use.kind}-${use.id ?? index}`}>{href ? <Link href={href}>{labelOfUse(use)}</Link> : labelOfUse(use)}</li>;
                })}
              </ul>
            </>
          )}
        </div>
        {item.usedBy.length === 0 && (
          <button type="button" className="dash-btn dash-btn--small dash-btn--danger" onClick={() => void del()} disabled={remove.isPending} aria-label={`Delete ${file.name}`}>
            Delete
          </button>
        )}
      </div>
    </li>
  );
}
