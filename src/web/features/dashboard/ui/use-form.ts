// Form state validated by a shared zod schema (the same one the server uses): values, per-field messages shown
// once a field was touched or a submit was tried, whether the whole form is valid, and whether it differs from
// what it was opened with (`dirty`, for the unsaved-changes guard and the local draft: see form-safety.tsx).
// Kept as the one form foundation of the dashboard (docs/decisions/019-dashboard-addresses-unsaved-work-forms.md: react-hook-form evaluated).
import { useMemo, useState } from 'react';
import type { z } from 'zod';

export function useForm<S extends z.ZodType<unknown, Record<string, unknown>>>(schema: S, initial: Record<string, unknown>) {
  const [values, setValues] = useState<Record<string, unknown>>(initial);
  const [baseline, setBaseline] = useState<Record<string, unknown>>(initial);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [submitted, setSubmitted] = useState(false);

  const result = useMemo(() => schema.safeParse(values), [schema, values]);
  const errors = useMemo(() => {
    const out: Record<string, string> = {};
    if (!result.success) {
      for (const issue of result.error.issues) {
        const key = String(issue.path[0] ?? '_');
        out[key] ??= issue.message;
      }
    }
    return out;
  }, [result]);

  const dirty = useMemo(() => !sameValues(values, baseline), [values, baseline]);

  return {
    values,
    /** The values differ from those the form was opened (or last reset) with. */
    dirty,
    /** The values the form was opened (or last reset) with. */
    baseline,
    valid: result.success,
    data: result.success ? (result.data as z.output<S>) : null,
    set: (name: string, value: unknown) => setValues((v) => ({ ...v, [name]: value })),
    /** A change computed from the field's latest value (for edits that finish later, such as an upload). */
    update: (name: string, change: (current: unknown) => unknown) => setValues((v) => ({ ...v, [name]: change(v[name]) })),
    setAll: (next: Record<string, unknown>) => setValues(next),
    touch: (name: string) => setTouched((t) => ({ ...t, [name]: true })),
    /** The message to show for a field: only after it was touched or a submit was tried. */
    error: (name: string) => ((touched[name] || submitted) && errors[name]) || null,
    errors,
    markSubmitted: () => setSubmitted(true),
    reset: (next: Record<string, unknown> = initial) => {
      setValues(next);
      setBaseline(next);
      setTouched({});
      setSubmitted(false);
    },
  };
}

export const sameValues = (a: Record<string, unknown>, b: Record<string, unknown>): boolean =>
  Object.keys({ ...a, ...b }).every((key) => JSON.stringify(a[key] ?? '') === JSON.stringify(b[key] ?? ''));
