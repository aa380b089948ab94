// "Choose from library": a modal dialog listing the library's images (search by name, newest first), each a button
// (Tab, Enter/Space); Escape or Cancel closes it, and focus goes back to what opened it. Used by the post and event image
// field, the carousel editor and the rich-text editor's image panel (decision 199).
import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import type { MediaItem } from '../../../../shared/schemas/media';
import { trpc } from '../../../lib/trpc';
import { sizeText } from './size-text';
import { ThumbImage } from './thumb-image';
import './media-picker.css';

interface MediaPickerDialogProps {
  onChoose: (item: MediaItem) => void;
  onClose: () => void;
  title?: string;
}

export function MediaPickerDialog({ onChoose, onClose, title = 'Choose from library' }: MediaPickerDialogProps) {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const list = trpc.media.list.useQuery({ search, page }, { placeholderData: keepPreviousData, staleTime: 0 });
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  useEffect(() => {
    opener.current = document.activeElement;
    dialog.current?.showModal();
    return () => (opener.current as HTMLElement | null)?.focus?.();
  }, []);

  const close = () => {
    dialog.current?.close();
    onClose();
  };
  const choose = (item: MediaItem) => {
    dialog.current?.close();
    onChoose(item);
  };

  return (
    <dialog
      ref={dialog}
      className="dash-dialog media-picker"
      aria-labelledby={`${id}-title`}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
    >
      <h2 id={`${id}-title`} className="dash-dialog__title">
        {title}
      </h2>
      <label className="dash-field media-picker__search">
        Search by name
        <input
          type="search"
          autoFocus
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
        />
      </label>
      <div className="media-picker__body" aria-busy={list.isFetching}>
        {list.isPending && <p role="status">Loading images...</p>}
        {list.isError && <p role="alert">The images could not be loaded.</p>}
        {data && data.items.length === 0 && <p>{search ? 'No images match this name.' : 'The library has no images yet.'}</p>}
        {data && data.items.length > 0 && (
          <ul className="media-picker__grid" aria-label="Images">
            {data.items.map((item) => (
              <li key={item.file.id}>
                <button type="button" className="media-picker__item" onClick={() => choose(item)} aria-label={`Choose ${item.file.name}`}>
                  <ThumbImage src={item.file.path} alt="" width={160} height={106} />
                  <span className="media-picker__name">{item.file.name}</span>
                  <span className="media-picker__meta">
                    {item.file.width && item.file.height ? `${item.file.width} × ${item.file.height} · ` : ''}
                    {sizeText(item.file.size)}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="dash-actions">
        {pages > 1 && (
          <>
            <button type="button" className="dash-btn dash-btn--small" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              Previous
            </button>
            <span aria-live="polite">
              Page {page} of {pages}
            </span>
            <button type="button" className="dash-btn dash-btn--small" disabled={page >= pages} onClick={() => setPage(page + 1)}>
              Next
            </button>
          </>
        )}
        <button type="button" className="dash-btn" onClick={close}>
          Cancel
        </button>
      </div>
    </dialog>
  );
}

/** The "Choose from library" button and the dialog it opens, for every field that takes an image of the library. */
export function ChooseFromLibrary({ onChoose, disabled }: { onChoose: (item: MediaItem) => void; disabled?: boolean }) {
  const [choosing, setChoosing] = useState(false);
  return (
    <>
      <button type="button" className="dash-btn dash-btn--small media-library-btn" onClick={() => setChoosing(true)} disabled={disabled}>
        Choose from library
      </button>
      {choosing && (
        <MediaPickerDialog
          onClose={() => setChoosing(false)}
          onChoose={(item) => {
            setChoosing(false);
            onChoose(item);
          }}
        />
      )}
    </>
  );
}
