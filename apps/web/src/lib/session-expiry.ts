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

export function reportSessionExpired(): void {
  for (const listener of [...listeners]) listener();
}
