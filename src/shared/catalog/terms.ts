/** One numbered section of the proposal Terms and Conditions. */
export type TermsSection = {
  title: string;
  body: string;
};

/**
 * The version of the terms below: a quote records the version its prospect accepted (and the
 * server a hash of its text). Change it whenever a section's wording changes.
 */
export const termsVersion = '2026-11';

/** The 9 sections a prospect reads and accepts before proceeding to payment. */
export const termsAndConditions: readonly TermsSection[] = [
  {
    title: 'Purpose',
    body: 'This proposal sets out the consulting services we provide to help you prepare for NDIS registration and audit. It is guidance and preparation support; the NDIS Quality and Safeguards Commission and the approved quality auditor make every registration decision.',
  },
  {
    title: 'Client responsibility',
    body: 'You remain responsible for running your organisation, for the supports you deliver and for meeting the NDIS Practice Standards, the NDIS Code of Conduct and every other law that applies to you, before, during and after the audit.',
  },
  {
    title: 'Customisation',
    body: 'The policies, procedures and templates we provide are customised to the information you give us. You must review them, adapt them where your practice differs, and put them into practice in your organisation.',
  },
  {
    title: 'Compliance',
    body: 'We prepare you against the NDIS rules and Practice Standards in force when the work is done. We cannot guarantee an audit outcome, because it depends on the evidence you show the auditor and on decisions made by the auditor and the Commission.',
  },
  {
    title: 'Prohibited use',
    body: 'Our documents are licensed for use in your organisation only. You may not resell, share, publish or pass them to another provider, or present them as your own product.',
  },
  {
    title: 'Liability',
    body: 'To the extent the law allows, our liability for any claim about these services is limited to the fees you paid for them. We are not liable for indirect losses, such as lost income or funding, or for delays caused by the Commission or an auditor.',
  },
  {
    title: 'No false information',
    body: 'You must give us, the auditor and the Commission information that is true, complete and current. We may stop work without refund if we find that information provided to us or to a regulator is false or misleading.',
  },
  {
    title: 'Amendments',
    body: 'We may update these terms when NDIS rules or our services change. Changes apply to work not yet started, and we tell you about them in writing before they take effect.',
  },
  {
    title: 'Agreement',
    body: 'By ticking the box and selecting Accept and Continue, you confirm that you have read and understood these terms and agree to them on behalf of your organisation.',
  },
];
