// /my-account: the spec's placeholder for a visitor (and in the server render), the account form once signed in
// (issue 13). During hydration the server's snapshot (not signed in) is used, so the first render matches the HTML.
import { useSyncExternalStore } from 'react';
import { useSession } from '../lib/session-store';
import { pages } from './routes';

const noSubscription = () => () => {};

export function MyAccountSwitch() {
  const session = useSession();
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  if (inBrowser && session.loggedIn && session.user) return <pages.myAccountSignedIn />;
  return <pages.myAccount />;
}
