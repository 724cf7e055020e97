/** A contact's numbers to call, labelled as the contact's page labels them, in the order tried. */
export function callNumbers(contact: {
  phone?: string | null;
  mobile?: string | null;
  directPhone?: string | null;
}): { label: string; number: string }[] {
  const numbers = [
    { label: 'Mobile', number: contact.mobile },
    { label: 'Phone', number: contact.phone },
    { label: 'Direct Phone', number: contact.directPhone },
  ];
  return numbers.flatMap(({ label, number }) => (number ? [{ label, number }] : []));
}
