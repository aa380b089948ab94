// The address of a link, asked below the toolbar (no browser prompt): web pages and e-mail addresses only, as the
// server takes them; "ftcromania.ro" is read as https://ftcromania.ro.
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { RICH_LINK, RICH_MESSAGES } from '../../../../../shared/rich-text/types';

export const linkAddress = (typed: string): string | null => {
  const text = typed.trim();
  const href = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : text.includes('@') ? `mailto:${text}` : `https://${text}`;
  return RICH_LINK.test(href) ? href : null;
};

interface LinkFormProps {
  initial: string;
  onApply: (href: string) => void;
  onRemove: (() => void) | null;
  onClose: () => void;
}

export function LinkForm({ initial, onApply, onRemove, onClose }: LinkFormProps) {
  const id = useId();
  const [value, setValue] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  // Not a <form>: it sits inside the post's or event's form.
  const apply = (event?: FormEvent) => {
    event?.preventDefault();
    const href = linkAddress(value);
    if (!href) return setProblem(RICH_MESSAGES.link);
    onApply(href);
  };
  const keys = (event: KeyboardEvent) => {
    if (event.key === 'Enter') apply(event);
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    }
  };
  return (
    <div className="rte-panel" role="group" aria-label="Link">
      <label htmlFor={id}>Link address</label>
      <input
        id={id}
        type="url"
        inputMode="url"
        placeholder="https://"
        value={value}
        autoFocus
        aria-invalid={Boolean(problem)}
        aria-describedby={problem ? `${id}-error` : undefined}
        onChange={(e) => {
          setValue(e.target.value);
          setProblem(null);
        }}
        onKeyDown={keys}
      />
      {problem && (
        <p id={`${id}-error`} className="dash-field__error">
          {problem}
        </p>
      )}
      <div className="rte-panel__actions">
        <button type="button" className="dash-btn dash-btn--small dash-btn--primary" onClick={() => apply()}>
          Apply link
        </button>
        {onRemove && (
          <button type="button" className="dash-btn dash-btn--small" onClick={onRemove}>
            Remove link
          </button>
        )}
        <button type="button" className="dash-btn dash-btn--small" onClick={onClose}>
          Cancel
        </button>
      </div>
    </div>
  );
}
