/** Today's calendar date on the server as YYYY-MM-DD, in the server's own time zone. */
export function getToday(now: Date = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

/**
 * The latest calendar date anywhere on Earth at this instant, the date at UTC+14 (Kiribati's Line
 * Islands). A viewer's today is never later, whichever zone the viewer and the server are in, so a
 * date after it is in the future for everyone.
 */
export function getLatestDateAnywhere(now: Date = new Date()): string {
  return new Date(now.getTime() + 14 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** Adds whole days to a YYYY-MM-DD date without touching time zones. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}
