import { NumberInput, type NumberInputProps } from '@mantine/core';

/** An amount in dollars and cents, never negative. */
export function MoneyField(props: NumberInputProps) {
  return <NumberInput prefix="$" thousandSeparator="," min={0} decimalScale={2} {...props} />;
}

/** A whole percentage from 0 to 100. */
export function PercentField(props: NumberInputProps) {
  return <NumberInput suffix="%" min={0} max={100} allowDecimal={false} clampBehavior="strict" {...props} />;
}
