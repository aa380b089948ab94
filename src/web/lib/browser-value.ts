// A value only the browser knows (its host, local storage), read so that the server render and the first render in
// the browser (hydration) agree: both use the server's value, and the browser's own follows right after hydration.
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

export function useBrowserValue<T>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(noSubscription, read, () => serverValue);
}
