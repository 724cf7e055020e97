const MINUTE = 60_000;

/**
 * At most one mail a minute to any one address (confirmation links and notices),
 * so nobody can use sign-up or sign-in to flood an inbox. Kept in this process's memory.
 */
export function createMailThrottle(interval = MINUTE) {
  const lastSent = new Map<string, number>();
  return {
    /** True, and the send recorded, when a mail to this address may go now. */
    tryTake(address: string, now = Date.now()): boolean {
      for (const [key, at] of lastSent) if (now - at >= interval) lastSent.delete(key);
      if (lastSent.has(address)) return false;
      lastSent.set(address, now);
      return true;
    },
  };
}

export type MailThrottle = ReturnType<typeof createMailThrottle>;
