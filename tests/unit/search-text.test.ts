import { describe, expect, it } from 'vitest';
import { searchTextParameters } from '../../src/server/db/search.ts';

describe('a search over search_text', () => {
  it('asks the trigram index for the words of three characters or more, in order, and checks the whole search', () => {
    expect(searchTextParameters('REF-0004217')).toEqual(['%REF%0004217%', 'REF-0004217']);
    expect(searchTextParameters('mid-term audit')).toEqual(['%mid%term%audit%', 'mid-term audit']);
    expect(searchTextParameters("o'brien")).toEqual(['%brien%', "o'brien"]);
    expect(searchTextParameters('Ngọc Ánh')).toEqual(['%Ngọc%Ánh%', 'Ngọc Ánh']);
    expect(searchTextParameters('100%')).toEqual(['%100%', '100%']);
  });

  it('keeps the whole search, escaped, when no word is long enough for a trigram', () => {
    expect(searchTextParameters('co-op')).toEqual(['%co-op%', 'co-op']);
    expect(searchTextParameters('a_%')).toEqual(['%a\\_\\%%', 'a_%']);
  });

  it('matches one or two characters at the start of a word', () => {
    expect(searchTextParameters('ze')).toEqual(['% ze%', 'ze']);
    expect(searchTextParameters('_')).toEqual(['% \\_%', '_']);
  });
});
