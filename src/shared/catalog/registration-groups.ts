import type { ModuleId } from './modules.ts';

export type AuditType = 'Verification' | 'Certification';

export type RegistrationGroup = {
  /** Stable id, e.g. 'rg-0104'. */
  id: string;
  /** Four-digit NDIS registration group number, e.g. '0104'. */
  number: string;
  name: string;
  description: string;
  auditType: AuditType;
  /** Empty for Verification groups; Certification groups always need the Core Module. */
  requiredModules: readonly ModuleId[];
};

type Row = [
  number: string,
  name: string,
  auditType: AuditType,
  requiredModules: ModuleId[],
  description: string,
];

// Names of 0101-0120 are the spec's guide list; 0121-0136 are the official NDIS names.
// Audit types and modules are the spec's mapping (section 3 of spec/public-site.md).
const rows: Row[] = [
  [
    '0101',
    'Accommodation/tenancy assistance',
    'Verification',
    [],
    'Help to find, secure and keep a rental or other housing arrangement.',
  ],
  [
    '0102',
    'Assistance to access and maintain employment or higher education',
    'Certification',
    ['core'],
    'Support to find and keep a job or to take part in further education.',
  ],
  [
    '0103',
    'Assistive products for personal care and safety',
    'Verification',
    [],
    'Supply of everyday aids such as shower chairs, continence products and alarms.',
  ],
  [
    '0104',
    'High Intensity Daily Personal Activities',
    'Certification',
    ['core', 'module1'],
    'Complex personal care that needs specialised skills, such as enteral feeding or ventilator care.',
  ],
  [
    '0105',
    'Personal mobility equipment',
    'Verification',
    [],
    'Supply of wheelchairs, walking frames, scooters and similar equipment.',
  ],
  [
    '0106',
    'Assistance in coordinating or managing life stages, transitions and supports',
    'Certification',
    ['core'],
    'Support coordination that helps participants use their plan and move through life changes.',
  ],
  [
    '0107',
    'Assistance with daily personal activities',
    'Certification',
    ['core'],
    'Help with personal care such as showering, dressing and eating, at home or in the community.',
  ],
  [
    '0108',
    'Assistance with travel/transport arrangements',
    'Verification',
    [],
    'Transport to and from work, study, appointments and community activities.',
  ],
  [
    '0109',
    'Vehicle modifications',
    'Verification',
    [],
    'Changes to a vehicle, such as hoists or hand controls, so a participant can drive or travel in it.',
  ],
  [
    '0110',
    'Specialist positive behaviour support',
    'Certification',
    ['core', 'module2'],
    'Assessment and behaviour support plans by specialist practitioners, including restrictive practices.',
  ],
  [
    '0111',
    'Home modifications',
    'Verification',
    [],
    'Building work such as ramps, rails and bathroom changes that make a home accessible.',
  ],
  [
    '0112',
    'Assistive equipment for recreation',
    'Verification',
    [],
    'Adapted equipment that lets participants take part in sport and leisure.',
  ],
  [
    '0113',
    'Vision equipment',
    'Verification',
    [],
    'Supply of magnifiers, screen readers and other aids for people with low vision.',
  ],
  [
    '0114',
    'Community nursing care',
    'Verification',
    [],
    'Nursing care delivered at home or in the community by registered or enrolled nurses.',
  ],
  [
    '0115',
    'Assistance with daily life tasks in a group or shared living arrangement',
    'Certification',
    ['core'],
    'Supported independent living: help with daily tasks in shared accommodation.',
  ],
  [
    '0116',
    'Innovative community participation',
    'Verification',
    [],
    'New or mainstream activities that build skills and community connection.',
  ],
  [
    '0117',
    'Development of daily living and life skills',
    'Certification',
    ['core'],
    'Training that builds independence in cooking, budgeting, travel and other life skills.',
  ],
  [
    '0118',
    'Early intervention supports for early childhood',
    'Certification',
    ['core', 'module3'],
    'Therapy and family support for young children with developmental delay or disability.',
  ],
  [
    '0119',
    'Specialised hearing services',
    'Verification',
    [],
    'Specialist hearing assessment and support for participants with complex needs.',
  ],
  [
    '0120',
    'Household tasks',
    'Verification',
    [],
    'Help with cleaning, laundry, gardening and home maintenance.',
  ],
  [
    '0121',
    'Interpreting and translation',
    'Verification',
    [],
    'Interpreters and translated material so participants can use their supports.',
  ],
  [
    '0122',
    'Hearing equipment',
    'Verification',
    [],
    'Supply of hearing aids, listening devices and related equipment.',
  ],
  [
    '0123',
    'Assistive products for household tasks',
    'Verification',
    [],
    'Aids that make cooking, cleaning and other household tasks easier and safer.',
  ],
  [
    '0124',
    'Communication and information equipment',
    'Verification',
    [],
    'Communication devices, apps and equipment that help participants express themselves.',
  ],
  [
    '0125',
    'Participation in community, social and civic activities',
    'Certification',
    ['core'],
    'Support to join community, social, cultural and civic activities.',
  ],
  [
    '0126',
    'Exercise physiology and personal well-being activities',
    'Verification',
    [],
    'Exercise physiology and personal training that improve health and wellbeing.',
  ],
  [
    '0127',
    'Management of funding for supports',
    'Verification',
    [],
    'Plan management: paying providers and keeping track of a participant’s plan budget.',
  ],
  [
    '0128',
    'Therapeutic supports',
    'Verification',
    [],
    'Allied health therapy such as occupational therapy, physiotherapy and speech pathology.',
  ],
  [
    '0129',
    'Specialised driver training',
    'Verification',
    [],
    'Driving lessons from instructors trained to teach people with disability.',
  ],
  [
    '0130',
    'Assistance animals',
    'Verification',
    [],
    'Supply, training and upkeep of assistance animals such as guide dogs.',
  ],
  [
    '0131',
    'Specialist disability accommodation',
    'Certification',
    ['core', 'module5'],
    'Purpose-built housing enrolled as Specialist Disability Accommodation for participants with very high needs.',
  ],
  [
    '0132',
    'Specialised support coordination',
    'Certification',
    ['core', 'module4'],
    'Specialist coordination for participants whose situations are complex or high risk.',
  ],
  [
    '0133',
    'Specialised supported employment',
    'Certification',
    ['core'],
    'Employment in supported settings with on-the-job help for participants with high needs.',
  ],
  ['0134', 'Hearing services', 'Verification', [], 'Hearing assessment and rehabilitation services.'],
  [
    '0135',
    'Customised prosthetics',
    'Verification',
    [],
    'Design, fitting and supply of custom prostheses and orthoses.',
  ],
  [
    '0136',
    'Group and centre based activities',
    'Certification',
    ['core'],
    'Supported group activities run in a centre or in the community.',
  ],
];

export const registrationGroups: readonly RegistrationGroup[] = rows.map(
  ([number, name, auditType, requiredModules, description]) => ({
    id: `rg-${number}`,
    number,
    name,
    description,
    auditType,
    requiredModules,
  }),
);

/** The guide pages' static list: the first 20 groups (0101-0120) with number, name and audit type. */
export const registrationGroupGuide: readonly { no: string; name: string; auditType: AuditType }[] =
  registrationGroups.slice(0, 20).map(({ number, name, auditType }) => ({ no: number, name, auditType }));
