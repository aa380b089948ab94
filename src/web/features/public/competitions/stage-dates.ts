// Romanian calendar days for the competitions calendar: '17-19 ianuarie 2025', '28 februarie - 2 martie 2025'.
const MONTHS = ['ianuarie', 'februarie', 'martie', 'aprilie', 'mai', 'iunie', 'iulie', 'august', 'septembrie', 'octombrie', 'noiembrie', 'decembrie'];

function parts(day: string) {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return { year, month: MONTHS[month - 1] ?? '', date };
}

/** `start` and `end` are calendar days, YYYY-MM-DD. */
export function formatStageDates(start: string, end: string): string {
  const a = parts(start);
  const b = parts(end);
  if (start === end) return `${a.date} ${a.month} ${a.year}`;
  if (a.year === b.year && a.month === b.month) return `${a.date}-${b.date} ${a.month} ${a.year}`;
  if (a.year === b.year) return `${a.date} ${a.month} - ${b.date} ${b.month} ${a.year}`;
  return `${a.date} ${a.month} ${a.year} - ${b.date} ${b.month} ${b.year}`;
}
