// A link to a page that is only at its one address (the account screens, the dashboard: decision 200). In Romanian
// the router's link; in English the router's base is /en, so it is a plain link (a page load to the address itself).
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { DEFAULT_LOCALE } from '../../../shared/locale';
import { useLocale } from '../../lib/i18n';

interface Props {
  href: string;
  className?: string;
  title?: string;
  children: ReactNode;
}

export function AppLink({ href, ...props }: Props) {
  return useLocale() === DEFAULT_LOCALE ? <Link href={href} {...props} /> : <a href={href} {...props} />;
}
