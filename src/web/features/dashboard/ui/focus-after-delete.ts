// After a delete (issue 15) the focus goes to the next row's title, else the previous row's, else the list's
// create button: never to the page body. `rowTitleId` is the id of the deleted row's title; rows are the nearest
// list items, articles or table rows around those titles, and a row's title is its `[data-row-title]` element
// (else its h3/h4). Called before the list reloads, while the deleted row is still on the page.
const ROW = 'li, article, tr';
const TITLE = '[data-row-title], h3, h4';

export function focusAfterDelete(rowTitleId: string, fallbackId: string): void {
  const title = document.getElementById(rowTitleId);
  const row = title?.closest(ROW);
  const next = row?.nextElementSibling ?? row?.previousElementSibling;
  const target = next?.querySelector<HTMLElement>(TITLE) ?? null;
  requestAnimationFrame(() => {
    const element = target?.isConnected ? target : document.getElementById(fallbackId);
    if (!element) return;
    if (element.tabIndex < 0 && !element.matches('button, a, input, select, textarea')) element.setAttribute('tabindex', '-1');
    element.focus();
  });
}
