// The words of /concursuri (features/public/competitions/) in Romanian (decision 200).
export const competitions = {
  hero: {
    eyebrow: 'Calendar competițional',
    title: 'Concursuri FIRST Tech Challenge România',
    lead: 'De la etapele regionale la Campionatul Național și până la Campionatul Mondial: toate competițiile oficiale ale sezonului, cu orașele și datele lor.',
  },
  notesTitle: 'Despre concursurile oficiale',
  notes: [
    'Concursurile oficiale FIRST Tech Challenge din România sunt organizate de Asociația Nație prin Educație. Etapele regionale califică echipele la Campionatul Național, iar cele mai bune echipe de acolo merg la Campionatul Mondial FIRST din Houston.',
    'Programul fiecărui concurs, echipele înscrise, meciurile și rezultatele în timp real sunt publicate pe platforma oficială FIRST Tech Challenge Events. Datele din calendar se pot schimba: verifică mereu platforma oficială înainte de un eveniment.',
  ],
  platform: 'Platforma oficială FTC Events',
  platformLabel: 'Platforma oficială FTC Events (se deschide într-o filă nouă)',
  calendarTitle: 'Calendarul competițiilor',
  calendarLead: 'Etapele regionale, etapa națională și etapa internațională din ultimele patru sezoane.',
  loading: 'Se încarcă calendarul competițiilor...',
  failed: 'Calendarul nu a putut fi încărcat. Încearcă din nou puțin mai târziu.',
  retry: 'Încearcă din nou',
  empty: 'Calendarul competițiilor va fi publicat în curând.',
  tabs: 'Sezoane competiționale',
  groups: { regional: 'Etape regionale', national: 'Etapa națională', international: 'Etapa internațională' },
  details: 'Detalii',
  detailsLabel: (name: string) => `Detalii: ${name} (se deschide într-o filă nouă)`,
  months: ['ianuarie', 'februarie', 'martie', 'aprilie', 'mai', 'iunie', 'iulie', 'august', 'septembrie', 'octombrie', 'noiembrie', 'decembrie'],
};

export type CompetitionsMessages = typeof competitions;
