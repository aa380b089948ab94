// A request the page itself cancelled (an AbortController's abort: a read no longer wanted, an upload's Cancel):
// fetch and our XHR uploads reject with a DOMException named AbortError. Not a failure to report.
export const isAbort = (error: unknown): boolean => error instanceof DOMException && error.name === 'AbortError';
