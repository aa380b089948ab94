// The spec's external link button (01 §2 Resources): a link or route, a name, an aria label, an icon type, an
// optional icon image, full width, target (new tab by default) and rel.
import { Link } from 'wouter';
import { useMessages } from '../../lib/i18n';
import { shellMessages } from '../../lib/messages';
import { Icon } from './icon';
import styles from './external-link-button.module.css';

export interface ExternalLinkButtonProps {
  href: string;
  name: string;
  ariaLabel?: string;
  icon?: 'link' | 'file' | 'download' | 'external';
  iconSrc?: string;
  iconAlt?: string;
  fullWidth?: boolean;
  target?: '_blank' | '_self';
  rel?: string;
}

export function ExternalLinkButton({ href, name, ariaLabel, icon = 'external', iconSrc, iconAlt = '', fullWidth, target = '_blank', rel = 'noopener noreferrer' }: ExternalLinkButtonProps) {
  const content = (
    <>
      {iconSrc ? <img src={iconSrc} alt={iconAlt} width={20} height={20} /> : <Icon name={icon} />}
      <span>{name}</span>
    </>
  );
  const { newTab } = useMessages(shellMessages).ui;
  const className = `${styles.button} ${fullWidth ? styles.full : ''}`;
  const label = ariaLabel ?? (target === '_blank' ? `${name}${newTab}` : name);
  if (href.startsWith('/') && target === '_self') {
    return (
      <Link href={href} className={className} aria-label={label}>
        {content}
      </Link>
    );
  }
  return (
    <a href={href} className={className} aria-label={label} target={target} rel={target === '_blank' ? rel : undefined}>
      {content}
    </a>
  );
}
