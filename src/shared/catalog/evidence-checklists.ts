import type { AuditType } from './registration-groups.ts';

/** One document an auditor asks for, and the part of the NDIS Practice Standards it shows. */
export type EvidenceItem = {
  title: string;
  standard: string;
};

/** A built-in checklist of the evidence an audit of one type asks for. */
export type EvidenceChecklist = {
  id: 'verification' | 'certification';
  name: string;
  auditType: AuditType;
  items: readonly EvidenceItem[];
};

const verificationModule = 'Verification Module';

/** What a verification audit reads: the Verification Module's four outcomes. */
const verificationItems: readonly EvidenceItem[] = [
  { title: 'NDIS certificate of registration (renewals)', standard: verificationModule },
  {
    title: 'Incident management policy and procedure',
    standard: `${verificationModule}: Incident management`,
  },
  { title: 'Incident register', standard: `${verificationModule}: Incident management` },
  {
    title: 'Complaints management and resolution policy',
    standard: `${verificationModule}: Complaints management`,
  },
  { title: 'Complaints register', standard: `${verificationModule}: Complaints management` },
  { title: 'Risk management policy', standard: `${verificationModule}: Risk management` },
  { title: 'Risk register', standard: `${verificationModule}: Risk management` },
  {
    title: 'Public liability insurance certificate of currency',
    standard: `${verificationModule}: Risk management`,
  },
  {
    title: 'Professional indemnity insurance certificate of currency',
    standard: `${verificationModule}: Risk management`,
  },
  {
    title: 'Workers compensation insurance certificate of currency',
    standard: `${verificationModule}: Risk management`,
  },
  {
    title: 'NDIS Worker Screening Check clearances (worker register)',
    standard: `${verificationModule}: Human resource management`,
  },
  {
    title: 'Qualifications and professional registrations of key personnel',
    standard: `${verificationModule}: Human resource management`,
  },
  {
    title: 'NDIS Worker Orientation Module certificates',
    standard: `${verificationModule}: Human resource management`,
  },
  {
    title: 'Position descriptions for key personnel',
    standard: `${verificationModule}: Human resource management`,
  },
];

/** What a certification audit adds: the Core Module's rights, governance, provision and environment outcomes. */
const certificationItems: readonly EvidenceItem[] = [
  ...verificationItems,
  { title: 'Person-centred supports policy', standard: 'Core Module: Person-centred supports' },
  {
    title: 'Privacy and confidentiality policy and consent forms',
    standard: 'Core Module: Privacy and dignity',
  },
  {
    title: 'Independence and informed choice policy (advocacy, decision-making)',
    standard: 'Core Module: Independence and informed choice',
  },
  {
    title: 'Prevention of violence, abuse, neglect, exploitation and discrimination policy',
    standard: 'Core Module: Violence, abuse, neglect, exploitation and discrimination',
  },
  {
    title: 'Governance structure, organisation chart and conflict of interest register',
    standard: 'Core Module: Governance and operational management',
  },
  {
    title: 'Quality management plan and continuous improvement register',
    standard: 'Core Module: Quality management',
  },
  { title: 'Information management and records policy', standard: 'Core Module: Information management' },
  { title: 'Staff training register', standard: 'Core Module: Human resource management' },
  { title: 'Business continuity plan', standard: 'Core Module: Continuity of supports' },
  {
    title: 'Emergency and disaster management plan',
    standard: 'Core Module: Emergency and disaster management',
  },
  {
    title: 'Participant handbook and access to supports information',
    standard: 'Core Module: Access to supports',
  },
  { title: 'Sample of participant support plans', standard: 'Core Module: Support planning' },
  {
    title: 'Sample of signed service agreements',
    standard: 'Core Module: Service agreements with participants',
  },
  { title: 'Participant risk assessments', standard: 'Core Module: Responsive support provision' },
  {
    title: 'Transition and exit planning procedure',
    standard: 'Core Module: Transitions to or from a provider',
  },
  { title: 'Medication management policy and records', standard: 'Core Module: Management of medication' },
  { title: 'Mealtime management plans', standard: 'Core Module: Mealtime management' },
  { title: 'Participant money and property policy', standard: 'Core Module: Participant money and property' },
  {
    title: 'Infection prevention and control / waste management procedure',
    standard: 'Core Module: Safe environment',
  },
];

export const evidenceChecklists: readonly EvidenceChecklist[] = [
  { id: 'verification', name: 'Verification audit', auditType: 'Verification', items: verificationItems },
  { id: 'certification', name: 'Certification audit', auditType: 'Certification', items: certificationItems },
];
