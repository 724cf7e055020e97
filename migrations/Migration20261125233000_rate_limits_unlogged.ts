import { Migration } from '@mikro-orm/migrations';

/**
 * The rate-limit counters skip PostgreSQL's write-ahead log: one counter's upsert cost 0.74-1.24 ms
 * of PostgreSQL's CPU with the log and 0.20 ms without, when many requests share it (one IP's).
 * PostgreSQL empties an unlogged table after it crashes (never after a clean stop), so a crash
 * of the database forgets the counters of the current windows; they are no one's data.
 */
export class Migration20261125233000_rate_limits_unlogged extends Migration {
  override name = 'Migration20261125233000_rate_limits_unlogged';

  override up(): void | Promise<void> {
    this.addSql(`alter table "rate_limits" set unlogged;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "rate_limits" set logged;`);
  }
}
