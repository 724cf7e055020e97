import superjson, { type SuperJSONResult } from 'superjson';
import { describe, expect, it } from 'vitest';
import { serializeAnswer } from '../../src/server/answer-transformer.ts';

const when = new Date('2026-11-24T10:30:00.000Z');

describe('answers sent as superjson sends them', () => {
  it.each([
    [
      'a page of rows with dates and nulls',
      { items: [{ id: 'a', createdAt: when, value: null, n: 3 }], next: null },
    ],
    [
      'undefined in objects and arrays',
      { a: undefined, list: [1, undefined, 'x'], nested: { deep: [{ b: undefined }] } },
    ],
    ['keys holding dots and backslashes', { 'a.b': when, 'c\\d': { 'e.f': undefined } }],
    ['no annotation at all', { total: 12, totalIs: 'exact', flags: [true, false], text: 'x' }],
    ['an array at the root', [when, { at: new Date('2026-01-02T03:04:05.006Z') }]],
    ['an object without a prototype', Object.assign(Object.create(null) as object, { at: when })],
    ['a Map, left to superjson', { lookup: new Map([['a', 1]]), at: when }],
    ['a Set, left to superjson', { tags: new Set(['a']) }],
    ['a bigint, left to superjson', { big: 12n }],
    ['an invalid date, left to superjson', { at: new Date(Number.NaN) }],
    ['NaN and -0, left to superjson', { a: Number.NaN, b: -0 }],
    ['a class instance, left to superjson', { at: when, instance: new URL('https://example.com/') }],
    [
      'dates of every width of year, as toISOString writes them',
      {
        at: [
          new Date('0001-02-03T04:05:06.007Z'),
          new Date('0099-12-31T23:59:59.999Z'),
          new Date('0999-01-01T00:00:00.000Z'),
          new Date('9999-12-31T23:59:59.999Z'),
          new Date('+012345-06-07T08:09:10.011Z'),
          new Date('-000001-01-01T00:00:00.000Z'),
        ],
      },
    ],
    ['a Date at the root', when],
    ['undefined at the root', undefined],
    ['a string at the root', 'done'],
  ])('%s', (_, value) => {
    const received = (result: SuperJSONResult) =>
      superjson.deserialize(JSON.parse(JSON.stringify(result)) as SuperJSONResult);
    expect(received(serializeAnswer(value))).toStrictEqual(received(superjson.serialize(value)));
  });

  it('a circular answer is left to superjson, which cuts the loop', () => {
    const loop: Record<string, unknown> = { name: 'loop' };
    loop.self = loop;
    expect(JSON.stringify(serializeAnswer(loop))).toEqual(JSON.stringify(superjson.serialize(loop)));
  });

  it('writes each Date as toISOString does, without changing the answer given', () => {
    const dates = [
      new Date('0001-02-03T04:05:06.007Z'),
      new Date('0999-01-01T00:00:00.000Z'),
      new Date('2026-11-24T10:30:00.000Z'),
      new Date('+012345-06-07T08:09:10.011Z'),
      new Date('-000001-01-01T00:00:00.000Z'),
    ];
    const row = { id: 'a', notes: undefined, at: dates[2], table: { last: dates[0] } };
    const answer = { items: [row, { id: 'b' }], dates, next: null };
    const sent = JSON.parse(JSON.stringify(serializeAnswer(answer))) as SuperJSONResult;
    expect(sent.json).toEqual({
      items: [
        { id: 'a', at: dates[2]?.toISOString(), table: { last: dates[0]?.toISOString() } },
        { id: 'b' },
      ],
      dates: dates.map((date) => date.toISOString()),
      next: null,
    });
    expect(answer.items[0]).toBe(row);
    expect(row.at).toBeInstanceOf(Date);
    expect(row.table.last).toBeInstanceOf(Date);
    expect(answer.dates[0]).toBeInstanceOf(Date);
    expect(Object.keys(row)).toEqual(['id', 'notes', 'at', 'table']);
  });

  it('an answer without a Date is sent as it is, not copied', () => {
    const answer = { items: [{ id: 'a', n: 1 }], next: null };
    expect(serializeAnswer(answer).json).toBe(answer);
  });

  it('an object met twice arrives as two equal copies', () => {
    const shared = { at: when };
    const decoded = superjson.deserialize<{ a: object; b: object }>(
      serializeAnswer({ a: shared, b: shared }),
    );
    expect(decoded.a).toEqual(shared);
    expect(decoded.b).toEqual(shared);
  });
});
