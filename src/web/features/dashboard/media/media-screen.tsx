// The media library (issue 25, point 5; decision 199), EDITOR and ADMIN: every uploaded image, newest first, 48 a
// page, searchable by name, with "unused only"; several images uploaded at once. The search, the filter and the page
// live in the address (/dashboard/media?q=&unused=1&page=).
import { keepPreviousData } from '@tanstack/react-query';
import { useSession } from '../../../lib/session-store';
import { trpc } from '../../../lib/trpc';
import { useItemAddress } from '../ui/item-address';
import { QueryState } from '../ui/query-state';
import { MediaCard } from './media-card';
import { MediaUpload } from './media-upload';
import { Pager } from '../ui/pager';
import './media.css';

export function MediaScreen() {
  const role = useSession().user?.userType;
  const address = useItemAddress('media');
  const search = address.query.get('q') ?? '';
  const unusedOnly = address.query.get('unused') === '1';
  const page = Math.max(1, Number(address.query.get('page')) || 1);
  const utils = trpc.useUtils();
  const list = trpc.media.list.useQuery({ search, unusedOnly, page }, { placeholderData: keepPreviousData, staleTime: 0 });
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  const set = (changes: { q?: string; unused?: string; page?: string }) => {
    const next: Record<string, string | undefined> = { q: search || undefined, unused: unusedOnly ? '1' : undefined, page: undefined, ...changes };
    for (const key of Object.keys(next)) if (!next[key]) next[key] = undefined;
    void address.setFilters(next);
  };

  return (
    <section className="dash-section" aria-labelledby="media-heading">
      <header className="dash-header">
        <div>
          <h2 id="media-heading">Media</h2>
          {data && <p>{data.total === 1 ? '1 image' : `${data.total} images`}</p>}
        </div>
      </header>
      <MediaUpload onUploaded={() => void utils.media.list.invalidate()} />
      <div className="media-filters">
        <label className="dash-field media-filters__search">
          Search by name
          <input type="search" value={search} onChange={(event) => set({ q: event.target.value })} />
        </label>
        <label className="dash-check">
          <input type="checkbox" checked={unusedOnly} onChange={(event) => set({ unused: event.target.checked ? '1' : undefined })} />
          Unused only
        </label>
      </div>
      <QueryState
        query={list}
        loading="Loading images..."
        failed="The images could not be loaded."
        empty={
          data && data.items.length === 0 ? (
            <div className="dash-empty">
              <h3>{search || unusedOnly ? 'No images match these filters.' : 'No images uploaded yet.'}</h3>
            </div>
          ) : null
        }
      >
        {data && (
          <ul className="media-grid" aria-label="Images">
            {data.items.map((item) => (
              <MediaCard key={item.file.id} item={item} role={role} />
            ))}
          </ul>
        )}
        <Pager page={page} pages={pages} label="Pages of images" onPage={(n) => set({ page: n > 1 ? String(n) : undefined })} />
      </QueryState>
    </section>
  );
}
