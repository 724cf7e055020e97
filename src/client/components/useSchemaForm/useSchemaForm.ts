import { schemaResolver, useForm } from '@mantine/form';
import type { z } from 'zod';

/** A form's values as typed: what its schema takes in. */
export type SchemaFormValues<Schema extends z.ZodType<object>> = z.input<Schema> & Record<string, unknown>;

/**
 * A @mantine/form validated by one of the shared zod schemas (the same one the server
 * checks): messages show beside the fields, the submit handler receives the schema's
 * output, and every input is disabled while the form is submitting.
 */
export function useSchemaForm<Schema extends z.ZodType<object>>(
  schema: Schema,
  initialValues: SchemaFormValues<Schema>,
) {
  return useForm<SchemaFormValues<Schema>, z.output<Schema>>({
    initialValues,
    validate: schemaResolver(schema, { sync: true }),
    transformValues: (values) => schema.parse(values),
    enhanceGetInputProps: ({ form }) => ({ disabled: form.submitting }),
  });
}

/** The form useSchemaForm makes for a schema. */
export type SchemaForm<Schema extends z.ZodType<object>> = ReturnType<typeof useSchemaForm<Schema>>;
