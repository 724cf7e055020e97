/** Moves focus (and so the scroll position) to the first field with an error, so it is seen on a long form. */
export function focusFirstError(
  form: { getInputNode: (path: string) => HTMLElement | null },
  errors: Record<string, unknown>,
): void {
  const [firstPath] = Object.keys(errors);
  if (firstPath) form.getInputNode(firstPath)?.focus();
}
