// The event screen's failure texts (spec 02 §8 "Events"): a create or update failure by the HTTP status that the
// tRPC error carries.

/** What a tRPC client error looks like to the screen (a TRPCClientError fits it). */
export interface SaveError {
  message: string;
  data?: { httpStatus?: number; fieldErrors?: Record<string, string[]> | null } | null;
}

export function eventSaveErrorMessage(kind: 'create' | 'update', error: SaveError): string {
  const status = error.data?.httpStatus;
  if (status === 500) {
    // The spec's text sends the user to the console: put the details there.
    console.error(`Event ${kind} failed:`, error);
    return `Server error occurred while ${kind === 'create' ? 'creating' : 'updating'} event. Please check the console for details.`;
  }
  if (status === 400) return 'Invalid data provided. Please check your input.';
  if (kind === 'update' && status === 404) return 'Event not found.';
  return `Failed to ${kind} event: ${error.message || 'Unknown error'}`;
}

/** The server's per-field messages (first one per field), to show beside the inputs. */
export function serverFieldErrors(error: SaveError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, messages] of Object.entries(error.data?.fieldErrors ?? {})) {
    if (messages[0]) out[field] = messages[0];
  }
  return out;
}
