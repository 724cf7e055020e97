/**
 * Australian Business Number: 11 digits whose check digits the ATO defines: subtract 1 from
 * the first digit, weight the digits 10, 1, 3, 5, …, 19, and the sum divides by 89.
 */
const WEIGHTS = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];

/** The digits of an ABN as typed ('51 824 753 556', '51824753556'), spaces removed. */
export function abnDigits(text: string): string {
  return text.replace(/\s+/g, '');
}

export function isValidAbn(text: string): boolean {
  const digits = abnDigits(text);
  if (!/^\d{11}$/.test(digits)) return false;
  const sum = WEIGHTS.reduce(
    (total, weight, index) => total + weight * (Number(digits[index]) - (index === 0 ? 1 : 0)),
    0,
  );
  return sum % 89 === 0;
}

/** '51824753556' → '51 824 753 556', the way the ATO prints it. */
export function formatAbn(text: string): string {
  const digits = abnDigits(text);
  return /^\d{11}$/.test(digits)
    ? `${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5, 8)} ${digits.slice(8)}`
    : text;
}
