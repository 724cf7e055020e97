import type { FirmDetails } from '../shared/catalog/firm.ts';

/** Replaced by Vite (vite.config.ts's `define`) with the firm's details of the build's FIRM_* values. */
declare const __FIRM_DETAILS__: FirmDetails;

/** The firm's name and contact details, as the build's environment set them. */
export const firm: FirmDetails = __FIRM_DETAILS__;
