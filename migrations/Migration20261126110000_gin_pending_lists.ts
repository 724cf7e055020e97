import { Migration } from '@mikro-orm/migrations';

/** Every GIN index of the schema at this migration. */
const ginIndexes = [
  'accounts_digits_trgm_index',
  'accounts_name_trgm_index',
  'accounts_search_text_trgm_index',
  'activities_search_text_trgm_index',
  'contacts_digits_trgm_index',
  'contacts_phone_keys_index',
  'contacts_search_text_trgm_index',
  'documents_search_text_trgm_index',
  'email_templates_search_text_trgm_index',
  'emails_attachments_index',
  'emails_search_text_trgm_index',
  'evidence_requests_search_text_trgm_index',
  'leads_search_text_trgm_index',
  'opportunities_search_text_trgm_index',
  'quotes_search_text_trgm_index',
  'tasks_search_text_trgm_index',
];

/**
 * GIN indexes keep a pending list of 128 kB instead of 4 MB (entities/search-index.ts,
 * GIN_STORAGE): every search reads the whole list, and a busy contact form fills 4 MB in seconds.
 * The lists already there are folded in at the next insert or vacuum.
 */
export class Migration20261126110000_gin_pending_lists extends Migration {
  override name = 'Migration20261126110000_gin_pending_lists';

  override up(): void | Promise<void> {
    for (const index of ginIndexes) this.addSql(`alter index "${index}" set (gin_pending_list_limit = 128);`);
  }

  override down(): void | Promise<void> {
    for (const index of ginIndexes) this.addSql(`alter index "${index}" reset (gin_pending_list_limit);`);
  }
}
