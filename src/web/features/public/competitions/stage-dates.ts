// Calendar days for the competitions calendar, with the page language's month names (its catalogue):
// '17-19 ianuarie 2025', '28 februarie - 2 martie 2025'; '17-19 January 2025'.

function parts(day: string, months: readonly string[]) {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return { year, month: months[month - 1] ?? '', date };
}

/** `start` and `end` are calendar days, YYYY-MM-DD; `months` the twelve month names. */
export function formatStageDates(start: string, end: string, months: readonly string[]): string {
  const a = parts(start, months);
  const b = parts(end, months);
  if (start === end) return `${a.date} ${a.month} ${a.year}`;
  if (a.year === b.year && a.month === b.month) return `${a.date}-${b.date} ${a.month} ${a.year}`;
  if (a.year === b.year) return `${a.date} ${a.month} - ${b.date} ${b.month} ${a.year}`;
  return `${a.date} ${a.month} ${a.year} - ${b.date} ${b.month} ${b.year}`;
}
