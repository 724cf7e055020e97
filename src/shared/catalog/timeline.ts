/** One step of the registration journey shown on the proposal pages, with how long it usually takes. */
export type TimelineStep = {
  title: string;
  duration: string;
};

/** The 10 steps from accepting a proposal to holding a registration certificate; the first is where a prospect stands today. */
export const registrationTimeline: readonly TimelineStep[] = [
  { title: 'Accept Proposal', duration: 'Today' },
  { title: 'Training Commences', duration: '1-2 weeks' },
  { title: 'Develop Customised Documentation', duration: 'varies' },
  { title: 'Submit NDIS Application', duration: '2-4 weeks' },
  { title: 'Accept Audit Proposal & Book Dates', duration: '1-2 weeks' },
  { title: 'Prepare for Audit Interview', duration: '1-2 weeks' },
  { title: 'Undertake Scheduled Audit', duration: '1-2 days' },
  { title: 'Auditor Submits Recommendation', duration: '1-2 weeks' },
  { title: 'Await NDIS Commission Outcome', duration: '4-6 weeks' },
  { title: 'Receive Registration Certificate', duration: 'upon approval' },
];

/** How long a whole registration typically takes, start to finish. */
export const typicalRegistrationDuration = '3-6 months';
