// The six CSR pillars of /contribute/companies (spec 01 §3 "CSR pillar": title and HTML content), in this order. Their
// title, summary and HTML are the catalogue's (shared/messages/<locale>/contribute.ts): written there, never taken
// from users.
import type { ContributeMessages } from '../../../../shared/messages/ro/contribute';
import type { BadgeName } from './contribute-icons';

export type CsrPillarId = keyof ContributeMessages['csr']['pillars'];

export const CSR_PILLARS: ReadonlyArray<{ id: CsrPillarId; icon: BadgeName }> = [
  { id: 'steam', icon: 'steam' },
  { id: 'equal-opportunity', icon: 'equal' },
  { id: 'school-infrastructure', icon: 'school' },
  { id: 'community', icon: 'community' },
  { id: 'innovation', icon: 'innovation' },
  { id: 'schools-and-business', icon: 'bridge' },
];
