/** 'Sydney, NSW' from whichever of city and state are known; '' when neither is. */
export function cityAndState({ city, state }: { city: string | null; state: string | null }): string {
  return [city, state].filter(Boolean).join(', ');
}

/** The legal name, only when it says something the display name does not. */
export function distinctLegalName({ name, legalName }: { name: string; legalName: string | null }) {
  return legalName && legalName !== name ? legalName : null;
}
