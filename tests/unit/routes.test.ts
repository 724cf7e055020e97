import { describe, expect, it } from 'vitest';
import { isClientRoute, publicPaths } from '../../src/shared/routes.ts';

describe('isClientRoute', () => {
  it('knows every public page of the spec', () => {
    for (const path of Object.values(publicPaths)) expect(isClientRoute(path)).toBe(true);
  });

  it('knows /crm and everything below it', () => {
    expect(isClientRoute('/crm')).toBe(true);
    expect(isClientRoute('/crm/leads')).toBe(true);
    expect(isClientRoute('/crm/confirm')).toBe(true);
  });

  it('accepts a trailing slash', () => {
    expect(isClientRoute('/ndis-audits/')).toBe(true);
  });

  it("accepts an evidence request's private page, and nothing below it", () => {
    expect(isClientRoute('/evidence/abcDEF-123_x')).toBe(true);
    expect(isClientRoute('/evidence')).toBe(false);
    expect(isClientRoute('/evidence/a/items')).toBe(false);
  });

  it("accepts a quote's private page, and nothing below it", () => {
    expect(isClientRoute('/quote/abcDEF-123_x')).toBe(true);
    expect(isClientRoute('/quote')).toBe(false);
    expect(isClientRoute('/quote/a/b')).toBe(false);
  });

  it('refuses anything else', () => {
    expect(isClientRoute('/crmx')).toBe(false);
    expect(isClientRoute('/payments')).toBe(false);
    expect(isClientRoute('/ndis-audits/extra')).toBe(false);
    expect(isClientRoute('/wp-admin')).toBe(false);
  });
});
