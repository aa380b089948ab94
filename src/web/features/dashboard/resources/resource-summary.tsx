// The results summary: how many resources are shown, the active filters as removable chips, and Clear Filters.
import { PAGE_LABELS } from './resource-labels';
import type { ResourceFilterState } from './use-resource-filters';

interface ResourceSummaryProps {
  shown: number;
  total: number | undefined;
  filters: ResourceFilterState;
  active: boolean;
  onRemove: (key: keyof ResourceFilterState) => void;
  onClear: () => void;
}

const plural = (n: number) => (n === 1 ? '1 resource' : `${n} resources`);

export function ResourceSummary({ shown, total, filters, active, onRemove, onClear }: ResourceSummaryProps) {
  const chips: Array<{ key: keyof ResourceFilterState; text: string }> = [];
  if (filters.page) chips.push({ key: 'page', text: `Page: ${PAGE_LABELS[filters.page]}` });
  if (filters.category) chips.push({ key: 'category', text: `Category: ${filters.category}` });
  if (filters.search.trim()) chips.push({ key: 'search', text: `Search: "${filters.search.trim()}"` });

  return (
    <div className="dash-res-summary">
      <p role="status" className="dash-res-summary__count">
        {active && total !== undefined ? `Showing ${shown} of ${plural(total)}` : plural(shown)}
      </p>
      {active && (
        <ul className="dash-res-chips" aria-label="Active filters">
          {chips.map((chip) => (
            <li key={chip.key} className="dash-res-chip">
              <span>{chip.text}</span>
              <button type="button" aria-label={`Remove filter ${chip.text}`} onClick={() => onRemove(chip.key)}>
                ×
              </button>
            </li>
          ))}
          <li>
            <button type="button" className="dash-btn dash-btn--small" onClick={onClear}>
              Clear Filters
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
