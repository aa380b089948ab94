// What wouter imports as `use-sync-external-store/shim` (vite.config.ts aliases it here): React 19 has the hook itself,
// so the shim for React 17 and older need not travel in the public bundle.
export { useSyncExternalStore } from 'react';
