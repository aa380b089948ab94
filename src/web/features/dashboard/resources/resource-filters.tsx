// The filter card: page, category and a free-text search over description, section and subsection.
import { RESOURCE_CATEGORIES, RESOURCE_PAGES, type ResourceCategory, type ResourcePage } from '../../../../shared/constants';
import { PAGE_LABELS } from './resource-labels';
import type { ResourceFilterState } from './use-resource-filters';

interface ResourceFiltersProps {
  filters: ResourceFilterState;
  onChange: <K extends keyof ResourceFilterState>(key: K, value: ResourceFilterState[K]) => void;
}

export function ResourceFilters({ filters, onChange }: ResourceFiltersProps) {
  return (
    <form className="dash-panel dash-res-filters" role="search" aria-label="Filter resources" onSubmit={(e) => e.preventDefault()}>
      <div className="dash-field">
        <label htmlFor="resource-filter-page">Page</label>
        <select id="resource-filter-page" value={filters.page} onChange={(e) => onChange('page', e.target.value as ResourcePage | '')}>
          <option value="">All pages</option>
          {RESOURCE_PAGES.map((page) => (
            <option key={page} value={page}>
              {PAGE_LABELS[page]}
            </option>
          ))}
        </select>
      </div>
      <div className="dash-field">
        <label htmlFor="resource-filter-category">Category</label>
        <select id="resource-filter-category" value={filters.category} onChange={(e) => onChange('category', e.target.value as ResourceCategory | '')}>
          <option value="">All categories</option>
          {RESOURCE_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </select>
      </div>
      <div className="dash-field dash-res-filters__search">
        <label htmlFor="resource-filter-search">Search</label>
        <input
          id="resource-filter-search"
          type="search"
          placeholder="Description, section or subsection"
          value={filters.search}
          onChange={(e) => onChange('search', e.target.value)}
        />
      </div>
    </form>
  );
}
