import { ReferenceKind, type EntityMetadata, type EntityProperty } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

type Row = Record<string, unknown>;
type Mapper = (row: Row) => Row;

/**
 * Maps rows as the driver read them (keyed by column) to the entity's property names, as
 * MikroORM's `driver.mapResult` does: the same keys in the same order, timestamps (which the
 * driver reads as text) parsed into Dates by the platform, other columns passed through under
 * their own names. MikroORM's mapper builds each row one property at a time, with a second object
 * noting the columns it mapped: a page of 25 contacts made about 100 KB of the call's 330 KB of
 * garbage, which calls in flight push into the old generation (README: "A list row is one object
 * literal"). This mapper is compiled once for each set of columns a query returns, into one
 * object literal a row.
 *
 * Properties MikroORM maps from several columns or into objects (composite or polymorphic
 * references, embeddables) are refused, not mapped differently: no record type has one, and
 * tests/integration/row-mapper.test.ts maps every type both ways.
 */
export function mapRows<Mapped>(em: EntityManager, meta: EntityMetadata, rows: Row[]): Mapped[] {
  const [first] = rows;
  if (!first) return [];
  const mapper = mapperFor(em, meta, Object.keys(first));
  return rows.map(mapper) as Mapped[];
}

const mappersByEntity = new WeakMap<EntityMetadata, Map<string, Mapper>>();

function mapperFor(em: EntityManager, meta: EntityMetadata, columns: string[]): Mapper {
  let mappers = mappersByEntity.get(meta);
  if (!mappers) mappersByEntity.set(meta, (mappers = new Map<string, Mapper>()));
  const key = columns.join('\u0000');
  let mapper = mappers.get(key);
  if (!mapper) mappers.set(key, (mapper = compileMapper(em, meta, columns)));
  return mapper;
}

/** Whether MikroORM's mapper maps the property in a way this one does not. */
function mappedElsewise(prop: EntityProperty): boolean {
  return (
    prop.fieldNames.length > 1 ||
    Boolean(prop.polymorphic) ||
    Boolean(prop.embedded) ||
    prop.kind === ReferenceKind.EMBEDDED
  );
}

/** Whether MikroORM's mapper parses the property's value into a Date (the driver reads timestamps as text). */
function isDate(em: EntityManager, prop: EntityProperty): boolean {
  return prop.runtimeType === 'Date' && !em.getPlatform().isNumericProperty(prop);
}

function compileMapper(em: EntityManager, meta: EntityMetadata, columns: string[]): Mapper {
  const present = new Set(columns);
  const props = meta.props.filter((prop) => prop.fieldNames?.some((field) => present.has(field)));
  const unmapped = props.find(mappedElsewise);
  if (unmapped) throw new Error(`mapRows does not map ${meta.className}.${unmapped.name}`);
  if (columns.includes('__proto__')) throw new Error('mapRows does not map a column named __proto__');
  const platform = em.getPlatform();
  const toDate = (value: unknown) =>
    value == null || value instanceof Date ? value : platform.parseDate(value as string);
  const entries: string[] = [];
  const mappedColumns = new Set<string>();
  const names = new Set<string>();
  for (const prop of props) {
    const [column = ''] = prop.fieldNames;
    const value = `row[${JSON.stringify(column)}]`;
    entries.push(`${JSON.stringify(prop.name)}: ${isDate(em, prop) ? `toDate(${value})` : value}`);
    mappedColumns.add(column);
    names.add(prop.name);
  }
  for (const column of columns) {
    if (mappedColumns.has(column) || names.has(column)) continue;
    entries.push(`${JSON.stringify(column)}: row[${JSON.stringify(column)}]`);
  }
  // Compiled as MikroORM compiles its own mapper; the names are written as JSON strings, so none
  // can be read as code.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  const compile = new Function('toDate', `return (row) => ({ ${entries.join(', ')} });`) as (
    toDate: (value: unknown) => unknown,
  ) => Mapper;
  return compile(toDate);
}
