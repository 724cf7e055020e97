import { schemaResolver, useForm } from '@mantine/form';
import type { z } from 'zod';

/**
 * A @mantine/form validated by one of the shared zod schemas (the same one the server
 * checks): messages show beside the fields, the submit handler receives the schema's
 * output, and every input is disabled while the form is submitting.
 */
export function useSchemaForm<Schema extends z.ZodType<object>, Values extends Record<string, unknown>>(
  schema: Schema,
  initialValues: Values,
) {
  return useForm<Values, z.output<Schema>>({
    initialValues,
    validate: schemaResolver(schema, { sync: true }),
    transformValues: (values) => schema.parse(values),
    enhanceGetInputProps: ({ form }) => ({ disabled: form.submitting }),
  });
}
