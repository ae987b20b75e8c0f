type SessionExpiredListener = () => void;

const listeners = new Set<SessionExpiredListener>();

/**
 * Calls `listener` whenever the server answers a call with UNAUTHENTICATED: the session ended on the
 * server (30 idle minutes, 12 hours, or a sign-out elsewhere) while this page still shows it.
 * Returns the unsubscribe function, so it fits a useEffect.
 */
export function onSessionExpired(listener: SessionExpiredListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * Tells the listeners the session has ended. Returns whether anyone took it: true while the signed-in
 * layout is mounted, whose listener ends the page's session and shows the sign-in page.
 */
export function reportSessionExpired(): boolean {
  for (const listener of [...listeners]) listener();
  return listeners.size > 0;
}
