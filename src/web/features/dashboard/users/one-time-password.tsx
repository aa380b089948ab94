// A password the server generated, shown once: the admin copies it and passes it on; it is never shown again.
import { useEffect, useRef, useState } from 'react';
import type { ShownPassword } from './use-user-actions';

/** `reveal`: shown inside a list, the box scrolls into view where the action was (issue 25). */
export function OneTimePassword({ shown, onDismiss, reveal = false }: { shown: ShownPassword; onDismiss: () => void; reveal?: boolean }) {
  const [copied, setCopied] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (reveal) box.current?.scrollIntoView({ block: 'nearest', inline: 'start' });
  }, [reveal, shown]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(shown.password);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <div ref={box} className="dash-alert dash-alert--success" role="status" aria-labelledby="otp-title">
      <p id="otp-title">
        <strong>One-time password for {shown.email}</strong> (shown only now; copy it and send it to the user, who must choose their own password at the
        first sign-in):
      </p>
      <p>
        <code data-testid="one-time-password" style={{ fontSize: '1.1rem', userSelect: 'all', overflowWrap: 'anywhere' }}>
          {shown.password}
        </code>
      </p>
      <div className="dash-actions" style={{ justifyContent: 'flex-start' }}>
        <button type="button" className="dash-btn dash-btn--small" onClick={() => void copy()}>
          {copied ? 'Copied' : 'Copy password'}
        </button>
        <button type="button" className="dash-btn dash-btn--small" onClick={onDismiss}>
          Done
        </button>
      </div>
    </div>
  );
}
