import { documentRecordSchemas } from '../../../shared/schemas/document.ts';
import { router } from '../../trpc.ts';
import { recordProcedures } from '../records/record-router.ts';
import { documentService } from './service.ts';

// A document is created only by uploading its file (http-routes.ts), never from form values alone.
const { create: _byUploadOnly, ...procedures } = recordProcedures(documentRecordSchemas, documentService);

export const documentsRouter = router(procedures);
