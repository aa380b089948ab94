// The note in <main> of a page the browser draws alone (account, dashboard, previews) for a visitor without
// JavaScript, in Romanian. Server render only (app/script-needed.tsx): no browser downloads it (decision 206).
export const scriptNeeded = {
  title: 'Această pagină are nevoie de JavaScript',
  text: 'Contul, autentificarea și panoul de administrare funcționează doar cu JavaScript. Activează-l în browser și reîncarcă pagina.',
  readWithout: 'Restul site-ului se poate citi și fără:',
  home: 'pagina principală',
  events: 'evenimente',
  teams: 'echipe',
};

export type ScriptNeededMessages = typeof scriptNeeded;
