/**
 * CSV injection (OWASP): a spreadsheet reads a cell that starts with '=', '+', '-', '@', tab or
 * carriage return as a formula, which can run commands or send data away. Every CSV we write
 * puts a "'" before such a cell, so the spreadsheet shows it as text, and an import takes that
 * "'" off again, so exporting and importing back keeps every value.
 *
 * A plain negative number ('-12.50', '-3') is left alone: it cannot be a formula, and it stays
 * a number in the spreadsheet. A value that itself starts with "'" before one of those
 * characters gets a second "'", so an import's taking one off gives it back unchanged.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEGATIVE_NUMBER = /^-\d+(\.\d+)?$/;

/** Whether a spreadsheet could read the text as a formula (or the text is one already escaped). */
function needsEscape(text: string): boolean {
  if (text.startsWith("'")) return needsEscape(text.slice(1));
  return FORMULA_START.test(text) && !NEGATIVE_NUMBER.test(text);
}

/** A value as a CSV cell that no spreadsheet runs as a formula. */
export function toCsvCell(text: string): string {
  return needsEscape(text) ? `'${text}` : text;
}

/** A cell of a CSV as the value it holds: the "'" `toCsvCell` put before it taken off. */
export function fromCsvCell(text: string): string {
  return text.startsWith("'") && needsEscape(text.slice(1)) ? text.slice(1) : text;
}
