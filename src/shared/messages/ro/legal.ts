// The words of the association's legal details block (components/ui/legal-details: contact and donation pages) in
// Romanian (decision 200).
export const legal = {
  title: 'Datele asociației',
  name: 'Denumire',
  cif: 'CIF',
  registration: 'Nr. înregistrare',
  address: 'Sediu social',
  phone: 'Telefon',
};

export type LegalMessages = typeof legal;
