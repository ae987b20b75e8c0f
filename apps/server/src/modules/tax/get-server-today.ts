/** Today's calendar date on the server as YYYY-MM-DD, read in the server's own time zone. */
export function getServerToday(now: Date = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}
