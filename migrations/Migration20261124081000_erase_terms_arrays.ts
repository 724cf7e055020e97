import { Migration } from '@mikro-orm/migrations';

/** `erase_terms` for text arrays (an email's recipients), so an erasure scrubs them like any text. */
export class Migration20261124081000_erase_terms_arrays extends Migration {
  override name = 'Migration20261124081000_erase_terms_arrays';

  override up(): void | Promise<void> {
    this
      .addSql(`create function erase_terms(value text[], patterns text[]) returns text[] language sql immutable as $$
      select case when value is null then null else array(select erase_terms(e, patterns) from unnest(value) with ordinality as t(e, i) order by i) end $$;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop function erase_terms(text[], text[]);`);
  }
}
