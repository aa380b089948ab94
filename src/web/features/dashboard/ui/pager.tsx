// Previous / "Page N of M" / Next under the dashboard's paged lists (the lists' screens, the activity log, the media
// library). Nothing when everything fits on one page; a page past the last (the list shrank) reads as the last.
interface PagerProps {
  page: number;
  pages: number;
  /** The navigation's accessible name: "Pages of images". */
  label: string;
  onPage: (page: number) => void;
  className?: string;
}

export function Pager({ page, pages, label, onPage, className }: PagerProps) {
  if (pages <= 1) return null;
  const shown = Math.min(page, pages);
  return (
    <nav className={className ? `dash-pager ${className}` : 'dash-pager'} aria-label={label}>
      <button type="button" className="dash-btn dash-btn--small" disabled={shown <= 1} onClick={() => onPage(shown - 1)}>
        Previous
      </button>
      <span aria-live="polite">
        Page {shown} of {pages}
      </span>
      <button type="button" className="dash-btn dash-btn--small" disabled={shown >= pages} onClick={() => onPage(shown + 1)}>
        Next
      </button>
    </nav>
  );
}
