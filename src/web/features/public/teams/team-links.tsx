// A team's links (spec 01 §2 team detail): website, Facebook, Instagram, LinkedIn, e-mail and one other link, only
// those it has. Web links open in a new tab; the e-mail opens the visitor's mail client.
import { Icon, type IconName } from '../../../components/ui/icon';
import { isWebLink } from '../../../../shared/links';
import styles from './team-links.module.css';

export interface TeamLinkSet {
  website?: string | null;
  facebook?: string | null;
  instagram?: string | null;
  linkedin?: string | null;
  email?: string | null;
  otherLink?: string | null;
}

const KINDS: { key: keyof TeamLinkSet; label: string; icon: IconName }[] = [
  { key: 'website', label: 'Website', icon: 'link' },
  { key: 'facebook', label: 'Facebook', icon: 'facebook' },
  { key: 'instagram', label: 'Instagram', icon: 'instagram' },
  { key: 'linkedin', label: 'LinkedIn', icon: 'linkedin' },
  { key: 'email', label: 'E-mail', icon: 'mail' },
  { key: 'otherLink', label: 'Alt link', icon: 'external' },
];

export const hasTeamLinks = (links: TeamLinkSet) => KINDS.some(({ key }) => Boolean(links[key]));

export function TeamLinks({ links, teamName }: { links: TeamLinkSet; teamName: string }) {
  const present = KINDS.flatMap((kind) => {
    const value = links[kind.key]?.trim();
    if (!value) return [];
    if (kind.key === 'email') return [{ ...kind, href: `mailto:${value}`, external: false, title: value }];
    return isWebLink(value) ? [{ ...kind, href: value, external: true, title: kind.label }] : [];
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
            aria-label={`${link.label} ${teamName}${link.external ? ' (se deschide într-o filă nouă)' : `: ${link.title}`}`}
          >
            <Icon name={link.icon} />
            <span>{link.key === 'email' ? link.title : link.label}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
