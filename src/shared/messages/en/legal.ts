// The words of the association's legal details block in English (typed by messages/ro/legal.ts).
import type { LegalMessages } from '../ro/legal';

export const legal: LegalMessages = {
  title: 'The association’s details',
  name: 'Name',
  cif: 'Tax ID (CIF)',
  registration: 'Registration no.',
  address: 'Registered office',
  phone: 'Phone',
};
