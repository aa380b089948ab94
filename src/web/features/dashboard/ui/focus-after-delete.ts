// After a delete (issue 15) the focus goes to the next row's title, else the previous row's, else the list's
// create button: never to the page body. `rowTitleId` is the id of the deleted row's focusable title; rows are
// the nearest list items or articles around those titles.
export function focusAfterDelete(rowTitleId: string, fallbackId: string): void {
  const title = document.getElementById(rowTitleId);
  const row = title?.closest('li, article');
  const next = row?.nextElementSibling ?? row?.previousElementSibling;
  const target = (next?.querySelector<HTMLElement>('h3, h4') ?? null) as HTMLElement | null;
  requestAnimationFrame(() => {
    const element = target?.isConnected ? target : document.getElementById(fallbackId);
    if (!element) return;
    if (element.tabIndex < 0 && !element.matches('button, a, input, select, textarea')) element.setAttribute('tabindex', '-1');
    element.focus();
  });
}
