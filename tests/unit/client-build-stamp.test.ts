import { describe, expect, it } from 'vitest';
import { firmStamp, firmStampDiffers } from '../../scripts/client-build.ts';

describe("the client build's FIRM_* stamp", () => {
  const placeholders = firmStamp({});

  it('counts a build made with the same FIRM_* values as current', () => {
    expect(firmStampDiffers(placeholders, firmStamp({ PATH: '/usr/bin' }))).toBe(false);
    expect(firmStampDiffers(firmStamp({ FIRM_NAME: 'Wattle' }), firmStamp({ FIRM_NAME: 'Wattle' }))).toBe(
      false,
    );
  });

  it('counts a build made with other FIRM_* values, or without a stamp, as stale', () => {
    expect(firmStampDiffers(placeholders, firmStamp({ FIRM_NAME: 'Wattle Compliance' }))).toBe(true);
    expect(firmStampDiffers(placeholders, firmStamp({ FIRM_ABN: '51824753556' }))).toBe(true);
    expect(firmStampDiffers(firmStamp({ FIRM_PHONE: '03 6000 0000' }), placeholders)).toBe(true);
    expect(firmStampDiffers(null, placeholders)).toBe(true);
  });

  it('leaves a bad value to the server, which refuses to start naming it', () => {
    expect(firmStamp({ FIRM_EMAIL: 'not an address' })).toBeNull();
    expect(firmStampDiffers(placeholders, firmStamp({ FIRM_EMAIL: 'not an address' }))).toBe(false);
  });
});
