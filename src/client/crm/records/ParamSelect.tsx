import { Select, type ComboboxData } from '@mantine/core';

/** A list filter's width: the whole row on a phone, a column beside the others from xs up. */
export const FILTER_WIDTH = { base: '100%', xs: 180 };

/** A list filter chosen from `data`, kept in the URL's `param`; cleared, it shows `placeholder` ('Any …'). */
export function ParamSelect({
  label,
  placeholder,
  param,
  data,
  value,
  setParam,
  w = FILTER_WIDTH,
}: {
  label: string;
  placeholder: string;
  param: string;
  data: ComboboxData;
  value: string | null;
  setParam: (name: string, value: string | null) => void;
  w?: number | typeof FILTER_WIDTH;
}) {
  return (
    <Select
      aria-label={label}
      placeholder={placeholder}
      data={data}
      clearable
      w={w}
      value={value}
      onChange={(next) => setParam(param, next)}
    />
  );
}
