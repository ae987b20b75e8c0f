/** Today as YYYY-MM-DD in the server's own calendar (its TZ): the default pay period contains it. */
export function getTodayDate(now: Date = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}
