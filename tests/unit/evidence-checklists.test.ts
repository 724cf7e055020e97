import { describe, expect, it } from 'vitest';
import { evidenceChecklists } from '../../src/shared/catalog/evidence-checklists.ts';

describe('built-in evidence checklists', () => {
  it('has one checklist for each audit type, each item named once', () => {
    expect(evidenceChecklists.map((checklist) => checklist.auditType)).toEqual([
      'Verification',
      'Certification',
    ]);
    for (const checklist of evidenceChecklists) {
      const titles = checklist.items.map((item) => item.title);
      expect(new Set(titles).size).toBe(titles.length);
    }
  });

  it('asks a certification for everything a verification asks, and the Core Module besides', () => {
    const [verification, certification] = evidenceChecklists;
    const certificationTitles = certification!.items.map((item) => item.title);
    for (const item of verification!.items) expect(certificationTitles).toContain(item.title);
    expect(certificationTitles).toContain('Sample of signed service agreements');
    expect(certification!.items.length).toBeGreaterThan(verification!.items.length);
  });
});
