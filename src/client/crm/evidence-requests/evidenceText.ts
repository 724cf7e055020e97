/** How far a request is: items asked for, received (waiting or accepted), accepted. */
export type EvidenceProgress = { items: number; received: number; accepted: number };

/** '7 of 12 received, 5 accepted'. */
export function progressText({ items, received, accepted }: EvidenceProgress): string {
  return `${received} of ${items} received, ${accepted} accepted`;
}
