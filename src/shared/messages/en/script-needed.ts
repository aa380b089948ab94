// The no-script note in English (the Romanian catalogue, messages/ro/script-needed.ts, gives the type).
import type { ScriptNeededMessages } from '../ro/script-needed';

export const scriptNeeded: ScriptNeededMessages = {
  title: 'This page needs JavaScript',
  text: 'Accounts, signing in and the dashboard work only with JavaScript. Turn it on in your browser and reload the page.',
  readWithout: 'The rest of the site can be read without it:',
  home: 'home page',
  events: 'events',
  teams: 'teams',
};
