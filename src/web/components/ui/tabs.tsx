// A generic tabs component (spec 01 §2 "Tabs"): tab buttons, and for each tab an intro, custom HTML content (from
// trusted constants only), numbered steps, a deadline, links and optional React content. The first tab is active
// by default. WAI-ARIA tabs pattern: arrow keys, Home and End move between tabs; every panel stays in the DOM.
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from 'wouter';
import { useMessages } from '../../lib/i18n';
import { shellMessages } from '../../lib/messages';
import { Icon } from './icon';
import styles from './tabs.module.css';

export interface TabStep {
  number: number;
  text: string;
}

export interface TabLink {
  text: string;
  url: string;
  target?: '_blank' | '_self';
}

export interface TabItem {
  id: string;
  label: string;
  intro?: string;
  /** Trusted HTML written in this code base, never user input. */
  content?: string;
  steps?: TabStep[];
  deadline?: string;
  links?: TabLink[];
  /** Custom React content shown after the rest. */
  panel?: ReactNode;
}

interface TabsProps {
  tabs: TabItem[];
  /** Accessible name of the tab list. */
  label: string;
  /** Its own words from the page's catalogue (decision 200); otherwise the shell's, in the page's language. */
  words?: TabsWords;
}

export interface TabsWords {
  deadline: string;
  /** After a link that opens a new tab, for screen readers (with its leading space). */
  newTab: string;
}

const KEY_MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowDown: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  ArrowUp: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
};

export function Tabs({ tabs, label, words: pageWords }: TabsProps) {
  const shared = useMessages(shellMessages).ui;
  const words: TabsWords = pageWords ?? shared;
  const [activeId, setActiveId] = useState<string | undefined>(tabs[0]?.id);
  const baseId = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const activeIndex = Math.max(0, tabs.findIndex((tab) => tab.id === activeId));

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const move = KEY_MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(index, tabs.length);
    setActiveId(tabs[next]?.id);
    buttons.current[next]?.focus();
  };

  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={label} className={styles.list}>
        {tabs.map((tab, index) => {
          const selected = index === activeIndex;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.id}`}
              aria-selected={selected}
              aria-controls={`${baseId}-panel-${tab.id}`}
              tabIndex={selected ? 0 : -1}
              className={styles.tab}
              onClick={() => setActiveId(tab.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${baseId}-panel-${tab.id}`}
          aria-labelledby={`${baseId}-tab-${tab.id}`}
          hidden={index !== activeIndex}
          tabIndex={0}
          className={styles.panel}
        >
          <TabPanelContent tab={tab} words={words} />
        </div>
      ))}
    </div>
  );
}

function TabPanelContent({ tab, words }: { tab: TabItem; words: TabsWords }) {
  return (
    <>
      {tab.intro && <p className={styles.intro}>{tab.intro}</p>}
      {tab.content && <div className={styles.html} dangerouslySetInnerHTML={{ __html: tab.content }} />}
      {tab.steps && tab.steps.length > 0 && (
        <ol className={styles.steps}>
          {tab.steps.map((step) => (
            <li key={step.number} className={styles.step}>
              <span className={styles.stepNumber} aria-hidden="true">
                {step.number}
              </span>
              <span>{step.text}</span>
            </li>
          ))}
        </ol>
      )}
      {tab.deadline && (
        <p className={styles.deadline}>
          <Icon name="calendar" />
          <span>
            <strong>{words.deadline}</strong> {tab.deadline}
          </span>
        </p>
      )}
      {tab.links && tab.links.length > 0 && (
        <ul className={styles.links}>
          {tab.links.map((link) => (
            <li key={link.url + link.text}>
              <TabLinkView link={link} newTab={words.newTab} />
            </li>
          ))}
        </ul>
      )}
      {tab.panel}
    </>
  );
}

/** A page of this site goes through the router; files, other sites and e-mail links are plain anchors. */
function TabLinkView({ link, newTab }: { link: TabLink; newTab: string }) {
  const kind = link.url.startsWith('mailto:')
    ? 'mail'
    : /^https?:\/\//.test(link.url)
      ? 'external'
      : /\.[a-z0-9]{2,5}$/i.test(link.url)
        ? 'file'
        : 'page';
  const target = link.target ?? (kind === 'external' || kind === 'file' ? '_blank' : '_self');
  const icon = kind === 'mail' ? 'mail' : kind === 'file' ? 'download' : kind === 'external' ? 'external' : 'chevronRight';
  const content = (
    <>
      <Icon name={icon} />
      <span>{link.text}</span>
      {target === '_blank' && <span className="visually-hidden">{newTab}</span>}
    </>
  );
  if (kind === 'page' && target === '_self') {
    return (
      <Link href={link.url} className={styles.link}>
        {content}
      </Link>
    );
  }
  return (
    <a href={link.url} className={styles.link} target={target === '_blank' ? target : undefined} rel={target === '_blank' ? 'noopener noreferrer' : undefined}>
      {content}
    </a>
  );
}
