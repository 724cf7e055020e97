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

  it('an object met twice arrives as two equal copies', () => {
    const shared = { at: when };
    const decoded = superjson.deserialize<{ a: object; b: object }>(
      serializeAnswer({ a: shared, b: shared }),
    );
    expect(decoded.a).toEqual(shared);
    expect(decoded.b).toEqual(shared);
  });
});
