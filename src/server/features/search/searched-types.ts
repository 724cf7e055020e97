/**
 * The record types global search looks in, each one SQL query of its live rows (alias `r`):
 * `label` and `detail` columns, matched on the kit's `search_text` (a trigram index each) and,
 * for a search of digits, on the digits of phone numbers or the ABN (the `digit_search`
 * migration's indexes). `?` is the search_text pattern, `?digits` the digits pattern.
 */
export type SearchedType = {
  /** The record type's path: the group's key and the link to its records. */
  path: string;
  select: string;
  /** The condition on the digits of the record's numbers, when it has some. */
  digits?: string;
};

export const searchedTypes: readonly SearchedType[] = [
  {
    path: 'leads',
    select: `select r.id, r.title as label,
        (select a.name from accounts a where a.id = r.account_id) as detail from leads r`,
  },
  {
    path: 'contacts',
    select: `select r.id, concat_ws(' ', r.first_name, r.last_name) as label,
        coalesce(r.email, r.mobile, r.phone, r.direct_phone) as detail from contacts r`,
    digits: 'contact_phone_digits(r.phone, r.mobile, r.direct_phone)',
  },
  {
    path: 'accounts',
    select: `select r.id, r.name as label, coalesce('ABN ' || r.abn, r.industry) as detail from accounts r`,
    digits: 'account_abn_digits(r.abn)',
  },
  {
    path: 'opportunities',
    select: `select r.id, r.name as label,
        (select a.name from accounts a where a.id = r.account_id) as detail from opportunities r`,
  },
  {
    path: 'quotes',
    select: `select r.id, r.number as label, r.business_name as detail from quotes r`,
  },
];
