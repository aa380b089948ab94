// The words of /news and of a post's page (features/public/news/) in Romanian (decision 200).
export const news = {
  list: {
    eyebrow: 'Noutăți',
    title: 'Toate postările',
    lead: 'Anunțuri, rezultate și vești din comunitatea FIRST Tech Challenge România, de la cele mai noi la cele mai vechi.',
    failed: 'Postările nu au putut fi încărcate. Te rugăm să încerci din nou.',
    retry: 'Încearcă din nou',
    emptyTitle: 'Nu există postări încă.',
    emptyText: 'Revino curând: aici vor apărea anunțurile și noutățile programului.',
  },
  post: {
    all: 'Toate postările',
    retry: 'Încearcă din nou',
    missingTitle: 'Postarea nu a fost găsită',
    missingText: 'Adresa nu corespunde niciunei postări publicate. Poate a fost mutată sau ștearsă.',
    errorTitle: 'Eroare la încărcarea postării',
    errorText: 'Postarea nu a putut fi încărcată. Te rugăm să încerci din nou.',
    loading: 'Se încarcă postarea...',
  },
};

export type NewsMessages = typeof news;
