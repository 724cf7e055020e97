import { describe, expect, it } from 'vitest';
import { searchTextParameters } from '../../src/server/db/search.ts';

describe('a search over search_text', () => {
  it('asks the trigram index for the words of three characters or more, in order, and checks the whole search', () => {
    expect(searchTextParameters('REF-421')).toEqual(['%REF%421%', 'REF-421']);
    expect(searchTextParameters('smith 0412')).toEqual(['%smith%0412%', 'smith 0412']);
    expect(searchTextParameters('mid-term')).toEqual(['%mid%term%', 'mid-term']);
    expect(searchTextParameters("o'brien")).toEqual(['%brien%', "o'brien"]);
    expect(searchTextParameters('Ngọc Ánh')).toEqual(['%Ngọc%Ánh%', 'Ngọc Ánh']);
  });

  it('keeps the character typed after a word that ends in a digit, unless a space, so the index reads where the word ends', () => {
    expect(searchTextParameters('person1@example')).toEqual(['%person1@%example%', 'person1@example']);
    expect(searchTextParameters('112-b harbour')).toEqual(['%112-%harbour%', '112-b harbour']);
    expect(searchTextParameters('100%')).toEqual(['%100\\%%', '100%']);
    expect(searchTextParameters('ab1_cd')).toEqual(['%ab1\\_%', 'ab1_cd']);
    expect(searchTextParameters('room 101')).toEqual(['%room%101%', 'room 101']);
  });

  it('asks the index for the two longest words of a longer search (the later of equals), in the order typed', () => {
    expect(searchTextParameters('0400 007 919')).toEqual(['%0400%919%', '0400 007 919']);
    expect(searchTextParameters('mid-term audit')).toEqual(['%term%audit%', 'mid-term audit']);
    expect(searchTextParameters('unit 112-b harbour')).toEqual(['%112-%harbour%', 'unit 112-b harbour']);
    expect(searchTextParameters('person1@example.com')).toEqual([
      '%person1@%example%',
      'person1@example.com',
    ]);
  });

  it("asks the index for the last four digits of the search's longest number alone", () => {
    expect(searchTextParameters('REF-0004217')).toEqual(['%4217%', 'REF-0004217']);
    expect(searchTextParameters('Q-2026-00042')).toEqual(['%0042%', 'Q-2026-00042']);
    expect(searchTextParameters('12345 67890')).toEqual(['%7890%', '12345 67890']);
    expect(searchTextParameters('person14624@example.com')).toEqual(['%4624%', 'person14624@example.com']);
    expect(searchTextParameters('٠١٢٣٤٥')).toEqual(['%٢٣٤٥%', '٠١٢٣٤٥']);
  });

  it('keeps the whole search, escaped, when no word is long enough for a trigram', () => {
    expect(searchTextParameters('co-op')).toEqual(['%co-op%', '']);
    expect(searchTextParameters('a_%')).toEqual(['%a\\_\\%%', 'a_%']);
  });

  it('leaves the whole search out when the pattern is the search between two wildcards', () => {
    expect(searchTextParameters('nguyen')).toEqual(['%nguyen%', '']);
    expect(searchTextParameters('Nguyen')).toEqual(['%Nguyen%', '']);
    expect(searchTextParameters('mai nguyen')).toEqual(['%mai%nguyen%', 'mai nguyen']);
    expect(searchTextParameters('50%')).toEqual(['%50\\%%', '50%']);
  });

  it('matches one or two characters at the start of a word', () => {
    expect(searchTextParameters('ze')).toEqual(['% ze%', 'ze']);
    expect(searchTextParameters('_')).toEqual(['% \\_%', '_']);
  });
});
