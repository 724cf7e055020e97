/** Escapes `%`, `_` and `\` so a user's text matches literally in `like`/`ilike`. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/**
 * Searches shorter than this match the start of a word only: a trigram index cannot serve a
 * substring of one or two characters.
 */
export const SHORTEST_SUBSTRING_SEARCH = 3;

/**
 * A search over a `search_text` column (lowercased, each field after a space; see the
 * `search_text` migration): the SQL condition, whose two parameters are `searchTextParameters`.
 * A search of three characters or more matches anywhere, a shorter one at the start of a word.
 *
 * The trigram index is asked for the search's words only, at most two (`like '%term%audit%'` for
 * 'mid-term audit'), or a long number's last digits (`like '%4217%'` for 'REF-0004217'), and each
 * row it finds is then checked for the whole search (`strpos`). Asked for the whole search,
 * pg_trgm adds the trigrams of its words' edges ('  0', ' 00' after the dash), which are in nearly
 * every row, and reading their long lists in the index cost five to ten times the rest of the
 * search's work at 100,000 leads (README: "The trigram index asked for the search's words only").
 */
export function searchTextCondition(column: string): string {
  // `<> 0`, not `> 0` (the same, as strpos is never negative): the planner guesses that a third
  // of the rows pass `> 0` and nearly all pass `<> 0`, and its guess of the rows is the list's
  // total beyond EXACT_COUNT_LIMIT and what picks the plan; the `like` alone must make it.
  return `${column} like lower(?) and strpos(${column}, lower(?)) <> 0`;
}

/**
 * A search holding a number of more digits than this asks the index for the number's last this
 * many digits alone. A number's first digits are shared by many rows (a reference's padding
 * zeros, a year, a mobile's 04, an area code) and its last ones tell rows apart; the index reads
 * a posting list for each trigram asked, so the shared ones (and the other words' trigrams) cost
 * more than checking the few rows the last digits find (README: "A number's last digits").
 */
const NUMBER_TAIL_DIGITS = 4;
const LONG_NUMBER = new RegExp(`\\p{Nd}{${NUMBER_TAIL_DIGITS + 1},}`, 'gu');

/** The `like` pattern the index serves, and the whole search (or '' when the pattern is no less), for `searchTextCondition`. */
export function searchTextParameters(search: string): [pattern: string, search: string] {
  if ([...search].length < SHORTEST_SUBSTRING_SEARCH) return [`% ${escapeLike(search)}%`, search];
  const numbers = search.match(LONG_NUMBER);
  if (numbers) {
    const longest = numbers.reduce((kept, number) => (number.length >= kept.length ? number : kept));
    return [`%${longest.slice(-NUMBER_TAIL_DIGITS)}%`, search];
  }
  // Letters and digits only (no wildcard among them), in order: the words pg_trgm makes trigrams
  // of; a word that ends in a digit keeps the character typed after it (see WORD_AND_EDGE).
  const words = longestWords(
    [...search.matchAll(WORD_AND_EDGE)].map(([, word = '', edge = '']) =>
      /\p{N}$/u.test(word) ? `${word}${escapeLike(edge)}` : word,
    ),
  );
  const pattern = `%${words.length > 0 ? words.join('%') : escapeLike(search)}%`;
  // A pattern that is the search itself between two wildcards ('%nguyen%') finds what strpos
  // finds: the empty string, which strpos finds in every row, spares PostgreSQL checking each
  // row the index found a second time (a tenth of a one-word search's work).
  return [pattern, pattern === `%${search}%` ? '' : search];
}

/** The most words of a search the index is asked for. */
const MOST_WORDS_ASKED = 2;

/**
 * The MOST_WORDS_ASKED longest of the words (the later of equals), in the order typed. The index
 * reads each trigram's posting list whole, and a short word's are the longest: the '007' of a
 * phone number typed in groups ('0400 007 919') is in every reference 'ref-0007…' and 'ref-…007…',
 * a tenth of the leads, and reading its list was nine tenths of the search's work. Two long words
 * leave few rows, and the rows they find are checked for the whole search (`strpos`), so the
 * results are the same (README: "The trigram index asked for two words").
 */
function longestWords(words: string[]): string[] {
  if (words.length <= MOST_WORDS_ASKED) return words;
  const kept = words
    .map((word, index) => ({ word, index }))
    .sort((a, b) => b.word.length - a.word.length || b.index - a.index)
    .slice(0, MOST_WORDS_ASKED);
  return kept.sort((a, b) => a.index - b.index).map(({ word }) => word);
}

/**
 * A word of three letters or digits or more, and the character after it when that is neither a
 * letter or digit nor a space. Followed by such a character in the pattern, a word's end becomes
 * a trigram of its own ('n1 ' in 'person1@'): a short number at a word's end is what tells
 * 'person1' from 'person10' to 'person19999', whose other trigrams are the same (an email
 * searched at 50,000 contacts: 26 against 0.2 ms). Only after a digit: a letter's word end ('th ',
 * 'es ') is in many rows, and reading its posting list costs the search more than it saves. Nor
 * before a space: a number typed in groups ('0400 007 919') ends its groups in digits that many
 * rows end words in ('00 '), which cost a phone search a tenth more.
 */
const WORD_AND_EDGE = /([\p{L}\p{N}]{3,})([^\p{L}\p{N}\s])?/gu;
