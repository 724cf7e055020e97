import pg from 'pg';

/** One statement's rows, on a connection of its own. */
export async function sql<Row extends Record<string, unknown>>(
  url: string,
  text: string,
  params: unknown[] = [],
) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<Row>(text, params)).rows;
  } finally {
    await client.end();
  }
}

/** Every text, JSON and array column of the app's tables that holds a value matching one of `patterns`, as 'table.column'. */
export async function columnsHolding(url: string, patterns: string[]): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: columns } = await client.query<{ table_name: string; column_name: string }>(
      `select table_name, column_name from information_schema.columns
       where table_schema = 'public' and data_type in ('text', 'character varying', 'json', 'jsonb', 'ARRAY')`,
    );
    const found: string[] = [];
    for (const { table_name, column_name } of columns) {
      const { rows } = await client.query(
        `select 1 from "${table_name}" where "${column_name}"::text ~* any($1) limit 1`,
        [patterns],
      );
      if (rows.length > 0) found.push(`${table_name}.${column_name}`);
    }
    return found;
  } finally {
    await client.end();
  }
}
