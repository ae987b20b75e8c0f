/**
 * Jobs that serialise on an advisory lock (a year's W-2s, a year's quarterly reports, pay runs)
 * wait for their turn here, in memory, before they take a pooled connection. Waiting on the lock
 * itself held a connection per waiter, so 40 concurrent W-2 generations emptied the pool and
 * starved every other request, session lookups included (issue 26, item 6). Across servers the
 * advisory lock still decides; each server then holds at most one waiting connection per key.
 */
const tailByKey = new Map<string, Promise<unknown>>();

export function runInTurn<T>(key: string, job: () => Promise<T>): Promise<T> {
  const previous = tailByKey.get(key) ?? Promise.resolve();
  const result = previous.then(job, job);
  const tail = result.then(
    () => undefined,
    () => undefined,
  );
  tailByKey.set(key, tail);
  void tail.then(() => {
    if (tailByKey.get(key) === tail) tailByKey.delete(key);
  });
  return result;
}
