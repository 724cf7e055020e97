import { describe, expect, it } from 'vitest';
import { packages } from '../../src/shared/catalog/packages.ts';
import { registrationGroupGuide } from '../../src/shared/catalog/registration-groups.ts';
import { marketingClaims } from '../../src/shared/catalog/site.ts';

// The guide list of spec/public-site.md, section 3, copied verbatim.
const specGuideTable = `
| 0101 | Accommodation/tenancy assistance | Verification |
| 0102 | Assistance to access and maintain employment or higher education | Certification |
| 0103 | Assistive products for personal care and safety | Verification |
| 0104 | High Intensity Daily Personal Activities | Certification |
| 0105 | Personal mobility equipment | Verification |
| 0106 | Assistance in coordinating or managing life stages, transitions and supports | Certification |
| 0107 | Assistance with daily personal activities | Certification |
| 0108 | Assistance with travel/transport arrangements | Verification |
| 0109 | Vehicle modifications | Verification |
| 0110 | Specialist positive behaviour support | Certification |
| 0111 | Home modifications | Verification |
| 0112 | Assistive equipment for recreation | Verification |
| 0113 | Vision equipment | Verification |
| 0114 | Community nursing care | Verification |
| 0115 | Assistance with daily life tasks in a group or shared living arrangement | Certification |
| 0116 | Innovative community participation | Verification |
| 0117 | Development of daily living and life skills | Certification |
| 0118 | Early intervention supports for early childhood | Certification |
| 0119 | Specialised hearing services | Verification |
| 0120 | Household tasks | Verification |
`;

function parseSpecTable(table: string) {
  return table
    .trim()
    .split('\n')
    .map((line) => {
      const [no, name, auditType] = line
        .split('|')
        .map((cell) => cell.trim())
        .filter(Boolean);
      return { no, name, auditType };
    });
}

describe('registration group guide', () => {
  it('lists the 20 groups of the spec with their names and audit types, in order', () => {
    expect(registrationGroupGuide).toHaveLength(20);
    expect(registrationGroupGuide).toEqual(parseSpecTable(specGuideTable));
  });
});

describe('ongoing-support packages', () => {
  it('offers Essential, Strategic Growth Partner and Premium at 500, 1000 and 1500 a month', () => {
    expect(packages.map((pkg) => [pkg.name, pkg.monthlyPrice])).toEqual([
      ['Essential Compliance Package', 500],
      ['Strategic Growth Partner', 1000],
      ['Premium Partnership', 1500],
    ]);
  });

  it('shows each monthly price as AUD text', () => {
    expect(packages.map((pkg) => pkg.monthlyInvestment)).toEqual([
      '$500 per month',
      '$1,000 per month',
      '$1,500 per month',
    ]);
  });

  it('flags only Strategic Growth Partner as popular', () => {
    expect(packages.filter((pkg) => pkg.isPopular).map((pkg) => pkg.name)).toEqual([
      'Strategic Growth Partner',
    ]);
  });

  function inclusionsOf(name: string): string {
    const pkg = packages.find((candidate) => candidate.name === name);
    if (!pkg) throw new Error(`No package ${name}`);
    return pkg.inclusions.flatMap((inclusion) => inclusion.items).join('\n');
  }

  it('gives Essential a 24-48 hours email response', () => {
    expect(inclusionsOf('Essential Compliance Package')).toMatch(/email.*24-48 hours/i);
  });

  it('gives Strategic Growth Partner everything in Essential plus the spec items', () => {
    const items = inclusionsOf('Strategic Growth Partner');
    for (const expected of [
      /everything in the Essential Compliance Package/i,
      /fortnightly 2-hour .*sessions/i,
      /phone support Monday-Friday, 9-5 AEST/i,
      /1 business day email response target/i,
      /client, staff and incident record checks/i,
      /audit preparation/i,
      /business development/i,
    ]) {
      expect(items).toMatch(expected);
    }
  });

  it('gives Premium Partnership everything in Strategic plus the spec items', () => {
    const items = inclusionsOf('Premium Partnership');
    for (const expected of [
      /everything in the Strategic Growth Partner package/i,
      /weekly 2-hour .*sessions/i,
      /quarterly on-site visits/i,
      /dedicated account manager/i,
      /specialist network/i,
      /mock audits/i,
      /quarterly staff training/i,
    ]) {
      expect(items).toMatch(expected);
    }
  });

  it('writes every Ideal for text and every inclusion group', () => {
    for (const pkg of packages) {
      expect(pkg.subtitle).not.toBe('');
      expect(pkg.idealFor).not.toBe('');
      expect(pkg.inclusions.length).toBeGreaterThan(0);
      for (const inclusion of pkg.inclusions) expect(inclusion.items.length).toBeGreaterThan(0);
    }
  });
});

describe('marketing claims', () => {
  it('are exactly the four claims of the spec', () => {
    expect(marketingClaims.map((claim) => claim.value)).toEqual(['200+', '100%', '10+', '50+']);
  });
});
