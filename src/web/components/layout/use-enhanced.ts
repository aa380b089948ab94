// False in the server's HTML and while React hydrates it, true once the app runs in the browser: the navbar renders
// its no-script form (links in the HTML, <details> dropdowns, a :target menu) until its script takes over (issue 24).
// useSyncExternalStore gives the server snapshot during hydration, so the first browser render matches the HTML.
import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

export function useEnhanced(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
