// Marks fields touched when focus leaves them, except when it goes to a button: a message appearing then would
// move the button away from under the pointer and swallow the click (the submit shows every message anyway).
import type { FocusEvent } from 'react';

export const touchOnBlur =
  (touch: (name: string) => void, ...names: string[]) =>
  (event: FocusEvent) => {
    if (event.relatedTarget instanceof HTMLButtonElement) return;
    for (const name of names) touch(name);
  };
