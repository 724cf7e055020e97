import { recordService } from '../records/record-service.ts';
import { evidenceRequestType } from './evidence-request-type.ts';

export const evidenceRequestService = recordService(evidenceRequestType);
