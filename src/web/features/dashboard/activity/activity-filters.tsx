// The Activity screen's filters: who, item type, action, a date range (Bucharest days) and a search over the item's
// name (accents and case ignored, on the server). Each lives in the address (?actor=&type=&action=&from=&to=&q=).
import { useId } from 'react';
import { ACTIVITY_ENTITY_TYPES } from '../../../../shared/schemas/activity';
import { ENTITY_LABELS } from './activity-labels';

export interface ActivityFilterValues {
  actor: string;
  type: string;
  action: string;
  from: string;
  to: string;
  q: string;
}

interface Props {
  values: ActivityFilterValues;
  actors: string[];
  actions: string[];
  onChange: (changes: Partial<ActivityFilterValues>) => void;
}

function Choice({ id, label, value, options, onChange }: { id: string; label: string; value: string; options: [string, string][]; onChange: (v: string) => void }) {
  return (
    <div className="dash-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">All</option>
        {options.map(([key, text]) => (
          <option key={key} value={key}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

export function ActivityFilters({ values, actors, actions, onChange }: Props) {
  const id = useId();
  // A filter's current value stays a choice even when the log's lists do not name it (yet).
  const withCurrent = (list: string[], current: string) => (current && !list.includes(current) ? [...list, current] : list);
  return (
    <div className="dash-list-tools" role="search" aria-label="Filter activity">
      <div className="dash-field">
        <label htmlFor={`${id}-q`}>Search items</label>
        <input id={`${id}-q`} type="search" value={values.q} onChange={(e) => onChange({ q: e.target.value })} />
      </div>
      <Choice id={`${id}-actor`} label="Who" value={values.actor} options={withCurrent(actors, values.actor).map((a) => [a, a])} onChange={(actor) => onChange({ actor })} />
      <Choice
        id={`${id}-type`}
        label="Item type"
        value={values.type}
        options={ACTIVITY_ENTITY_TYPES.map((t) => [t, ENTITY_LABELS[t] ?? t])}
        onChange={(type) => onChange({ type })}
      />
      <Choice id={`${id}-action`} label="Action" value={values.action} options={withCurrent(actions, values.action).map((a) => [a, a])} onChange={(action) => onChange({ action })} />
      <div className="dash-field">
        <label htmlFor={`${id}-from`}>From</label>
        <input id={`${id}-from`} type="date" value={values.from} max={values.to || undefined} onChange={(e) => onChange({ from: e.target.value })} />
      </div>
      <div className="dash-field">
        <label htmlFor={`${id}-to`}>To</label>
        <input id={`${id}-to`} type="date" value={values.to} min={values.from || undefined} onChange={(e) => onChange({ to: e.target.value })} />
      </div>
    </div>
  );
}
