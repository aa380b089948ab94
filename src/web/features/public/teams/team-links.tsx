// A team's links (spec 01 §2 team detail): website, Facebook, Instagram, LinkedIn, e-mail and one other link, only
// those it has. Web links open in a new tab; the e-mail opens the visitor's mail client.
import { Icon, type IconName } from '../../../components/ui/icon';
import { isWebLink } from '../../../../shared/links';
import type { TeamPageMessages } from '../../../../shared/messages/ro/team-page';
import styles from './team-links.module.css';

export interface TeamLinkSet {
  website?: string | null;
  facebook?: string | null;
  instagram?: string | null;
  linkedin?: string | null;
  email?: string | null;
  otherLink?: string | null;
}

const KINDS: { key: keyof TeamLinkSet; icon: IconName }[] = [
  { key: 'website', icon: 'link' },
  { key: 'facebook', icon: 'facebook' },
  { key: 'instagram', icon: 'instagram' },
  { key: 'linkedin', icon: 'linkedin' },
  { key: 'email', icon: 'mail' },
  { key: 'otherLink', icon: 'external' },
];

export const hasTeamLinks = (links: TeamLinkSet) => KINDS.some(({ key }) => Boolean(links[key]));

export function TeamLinks({ links, teamName, words }: { links: TeamLinkSet; teamName: string; words: Pick<TeamPageMessages, 'links' | 'linkNewTab'> }) {
  const present = KINDS.flatMap((kind) => {
    const value = links[kind.key]?.trim();
    const label = words.links[kind.key];
    if (!value) return [];
    if (kind.key === 'email') return [{ ...kind, label, href: `mailto:${value}`, external: false, title: value }];
    return isWebLink(value) ? [{ ...kind, label, href: value, external: true, title: label }] : [];
  });
  if (present.length === 0) return null;
  return (
    <ul className={styles.links}>
      {present.map((link) => (
        <li key={link.key}>
          <a
            href={link.href}
            className={styles.link}
            {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            aria-label={link.external ? words.linkNewTab(link.label, teamName) : `${link.label} ${teamName}: ${link.title}`}
          >
            <Icon name={link.icon} />
            <span>{link.key === 'email' ? link.title : link.label}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
