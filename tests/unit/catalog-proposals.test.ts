import { describe, expect, it } from 'vitest';
import { modules } from '../../src/shared/catalog/modules.ts';
import { registrationGroupGuide, registrationGroups } from '../../src/shared/catalog/registration-groups.ts';
import { termsAndConditions } from '../../src/shared/catalog/terms.ts';
import { registrationTimeline } from '../../src/shared/catalog/timeline.ts';

function numbersWhere(predicate: (group: (typeof registrationGroups)[number]) => boolean): string[] {
  return registrationGroups.filter(predicate).map((group) => group.number);
}

describe('proposal catalog', () => {
  it('has the 7 modules with the spec prices', () => {
    expect(modules.map(({ id, name, price }) => [id, name, price])).toEqual([
      ['core', 'Core Module', 3500],
      ['module1', 'High Intensity Daily Personal Activities', 800],
      ['module2', 'Specialist Behaviour Support', 400],
      ['module2a', 'Implementing Behaviour Support Plans', 500],
      ['module3', 'Early Childhood Supports', 400],
      ['module4', 'Specialist Support Coordination', 300],
      ['module5', 'Specialist Disability Accommodation', 800],
    ]);
    for (const module of modules) expect(module.description.length).toBeGreaterThan(0);
  });

  it('has 36 registration groups numbered 0101 to 0136 with unique ids', () => {
    expect(registrationGroups.map((group) => group.number)).toEqual(
      Array.from({ length: 36 }, (_, index) => String(101 + index).padStart(4, '0')),
    );
    expect(new Set(registrationGroups.map((group) => group.id)).size).toBe(36);
    for (const group of registrationGroups) expect(group.description.length).toBeGreaterThan(0);
  });

  it('maps 23 Verification groups to no modules', () => {
    const verification = numbersWhere((group) => group.auditType === 'Verification');
    // prettier-ignore
    expect(verification).toEqual([
      '0101', '0103', '0105', '0108', '0109', '0111', '0112', '0113', '0114', '0116', '0119', '0120',
      '0121', '0122', '0123', '0124', '0126', '0127', '0128', '0129', '0130', '0134', '0135',
    ]);
    for (const group of registrationGroups.filter((candidate) => candidate.auditType === 'Verification')) {
      expect(group.requiredModules).toEqual([]);
    }
  });

  it('maps 8 Certification groups to the Core Module only', () => {
    expect(
      numbersWhere(
        (group) =>
          group.auditType === 'Certification' &&
          group.requiredModules.length === 1 &&
          group.requiredModules[0] === 'core',
      ),
    ).toEqual(['0102', '0106', '0107', '0115', '0117', '0125', '0133', '0136']);
  });

  it('maps 5 Certification groups to the Core Module plus their supplementary module', () => {
    const withSupplementary = registrationGroups
      .filter((group) => group.requiredModules.length > 1)
      .map((group) => [group.number, group.auditType, group.requiredModules]);
    expect(withSupplementary).toEqual([
      ['0104', 'Certification', ['core', 'module1']],
      ['0110', 'Certification', ['core', 'module2']],
      ['0118', 'Certification', ['core', 'module3']],
      ['0131', 'Certification', ['core', 'module5']],
      ['0132', 'Certification', ['core', 'module4']],
    ]);
  });

  it('names 0101-0120 as the spec guide list does', () => {
    expect(registrationGroupGuide.map(({ no, name, auditType }) => `${no} ${name} (${auditType})`)).toEqual([
      '0101 Accommodation/tenancy assistance (Verification)',
      '0102 Assistance to access and maintain employment or higher education (Certification)',
      '0103 Assistive products for personal care and safety (Verification)',
      '0104 High Intensity Daily Personal Activities (Certification)',
      '0105 Personal mobility equipment (Verification)',
      '0106 Assistance in coordinating or managing life stages, transitions and supports (Certification)',
      '0107 Assistance with daily personal activities (Certification)',
      '0108 Assistance with travel/transport arrangements (Verification)',
      '0109 Vehicle modifications (Verification)',
      '0110 Specialist positive behaviour support (Certification)',
      '0111 Home modifications (Verification)',
      '0112 Assistive equipment for recreation (Verification)',
      '0113 Vision equipment (Verification)',
      '0114 Community nursing care (Verification)',
      '0115 Assistance with daily life tasks in a group or shared living arrangement (Certification)',
      '0116 Innovative community participation (Verification)',
      '0117 Development of daily living and life skills (Certification)',
      '0118 Early intervention supports for early childhood (Certification)',
      '0119 Specialised hearing services (Verification)',
      '0120 Household tasks (Verification)',
    ]);
  });

  it('has the 10 timeline steps with their durations', () => {
    expect(registrationTimeline.map((step) => `${step.title} (${step.duration})`)).toEqual([
      'Accept Proposal (Today)',
      'Training Commences (1-2 weeks)',
      'Develop Customised Documentation (varies)',
      'Submit NDIS Application (2-4 weeks)',
      'Accept Audit Proposal & Book Dates (1-2 weeks)',
      'Prepare for Audit Interview (1-2 weeks)',
      'Undertake Scheduled Audit (1-2 days)',
      'Auditor Submits Recommendation (1-2 weeks)',
      'Await NDIS Commission Outcome (4-6 weeks)',
      'Receive Registration Certificate (upon approval)',
    ]);
  });

  it('has the 9 Terms and Conditions sections in order', () => {
    expect(termsAndConditions.map((section) => section.title)).toEqual([
      'Purpose',
      'Client responsibility',
      'Customisation',
      'Compliance',
      'Prohibited use',
      'Liability',
      'No false information',
      'Amendments',
      'Agreement',
    ]);
  });
});
