// The words of /about/volunteer (features/public/about/volunteer-page.tsx) in Romanian (decision 200).
export const volunteer = {
  eyebrow: 'Voluntariat',
  title: 'Devino voluntar FTC',
  /** The word on the hero's badge. */
  badge: 'VOLUNTAR',
  lead: 'Competițiile FIRST Tech Challenge din România există datorită voluntarilor. Fă parte din echipa din spatele arenei.',
  whyTitle: 'De ce să fii voluntar',
  why: [
    'La fiecare etapă regională și la competiția națională, zeci de voluntari arbitrează meciuri, jurizează echipele, primesc publicul și țin totul în mișcare. Nu ai nevoie de experiență în robotică: îți oferim instruire și un coleg cu experiență alături.',
    'Câștigi prieteni, experiență de organizare și bucuria de a vedea liceeni care își depășesc limitele.',
  ],
  rolesTitle: 'Roluri în care te poți implica',
  roles: ['Arbitri și personal de teren', 'Jurați și asistenți de jurizare', 'Echipa de organizare și logistică', 'Foto, video și social media'],
  /** The two forms' sections, by their id on the page; withoutForm: the text while the settings have no form. */
  forms: {
    'alumni-form': {
      title: 'Comunitatea Alumni FTC',
      text: 'Ai concurat într-o echipă FTC? Înscrie-te în comunitatea alumni: rămâi aproape de program ca mentor, voluntar sau organizator.',
      withoutForm: 'Ai concurat într-o echipă FTC? Rămâi aproape de program ca mentor, voluntar sau organizator în comunitatea alumni.',
      frameTitle: 'Formular de înscriere în comunitatea alumni',
    },
    'volunteer-form': {
      title: 'Voluntari (non-alumni)',
      text: 'Nu ai fost în FTC, dar vrei să ajuți? Studenți, profesori, părinți sau profesioniști: completează formularul și te contactăm înainte de următoarea competiție.',
      withoutForm: 'Nu ai fost în FTC, dar vrei să ajuți? Studenți, profesori, părinți sau profesioniști: scrie-ne și te contactăm înainte de următoarea competiție.',
      frameTitle: 'Formular pentru voluntari non-alumni',
    },
  },
  openForm: 'Deschide formularul',
  openFormLabel: (title: string) => `Deschide formularul „${title}” într-o filă nouă`,
  /** While a form is not set: "Scrie-ne la [address] și îți trimitem detaliile." */
  writeUs: { before: 'Scrie-ne la ', after: ' și îți trimitem detaliile.' },
};

export type VolunteerMessages = typeof volunteer;
