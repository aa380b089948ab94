// One navbar dropdown (ABOUT, RESOURCES): a WAI-ARIA disclosure. Its links are always in the HTML. Without script
// (and until the app hydrates) it is a <details> that opens by itself, one at a time by its shared name; with script
// a button with aria-expanded that closes when focus leaves it (Tab) and on Escape (the navbar returns focus to it).
import { Link } from 'wouter';
import { Icon } from '../ui/icon';
import type { ShellMessages } from '../../../shared/messages/ro/shell';
import type { NavGroup as Group } from './nav-items';
import styles from './navbar.module.css';

interface Props {
  group: Group;
  /** The items' words (shell.nav.items). */
  labels: ShellMessages['nav']['items'];
  location: string;
  enhanced: boolean;
  open: boolean;
  onToggle(): void;
  onClose(): void;
  /** The button, for the navbar to give focus back to after Escape. */
  buttonRef(element: HTMLButtonElement | null): void;
}

const listId = (key: string) => `nav-${key.toLowerCase()}`;

export function NavGroupItem({ group, labels, location, enhanced, open, onToggle, onClose, buttonRef }: Props) {
  const id = listId(group.key);
  const list = (
    <ul id={id} className={styles.dropdown} hidden={enhanced && !open}>
      {group.items.map((link) => (
        <li key={link.href}>
          <Link href={link.href} className={styles.dropdownLink} aria-current={location === link.href ? 'page' : undefined}>
            {labels[link.key]}
          </Link>
        </li>
      ))}
    </ul>
  );
  const label = (
    <>
      {labels[group.key]} <Icon name="chevronDown" size={16} />
    </>
  );

  if (!enhanced) {
    return (
      <li className={styles.group}>
        <details name="navbar-group" className={styles.details}>
          <summary className={styles.groupButton}>{label}</summary>
          {list}
        </details>
      </li>
    );
  }

  return (
    <li
      className={styles.group}
      onBlur={(event) => {
        // Focus moved to something outside the dropdown (Tab, Shift+Tab): it closes. A click on nothing focusable
        // (no next element) is the outside-click handler's.
        const next = event.relatedTarget as Node | null;
        if (open && next && !event.currentTarget.contains(next)) onClose();
      }}
    >
      <button type="button" ref={buttonRef} className={styles.groupButton} aria-expanded={open} aria-controls={id} onClick={onToggle}>
        {label}
      </button>
      {list}
    </li>
  );
}
