// A calendar day in full, in a language's way (decision 200). Its own module, apart from format.ts: the home page loads
// format.ts, and this is needed only by the pages that show such a day (the 3.5% deadline on /contribute).
/** A calendar day ('2027-05-25', no time) in full, in a language's way: '25 mai 2027', '25 May 2027'. */
export function formatDayIn(isoDay: string, intlLocale: string): string {
  const [year, month, day] = isoDay.split('-').map(Number);
  // The day as written: formatted in UTC so that no time zone moves it.
  return new Intl.DateTimeFormat(intlLocale, { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' }).format(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1));
}
