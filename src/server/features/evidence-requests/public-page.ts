import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Document } from '../../db/entities/document.ts';
import { EvidenceRequestItem } from '../../db/entities/evidence-request.ts';
import { AppError } from '../../errors.ts';
import type { UploadedFile } from '../../storage/upload.ts';
import { createReceivedDocument } from '../documents/service.ts';
import { requestByToken } from './access.ts';
import { writeItemHistory } from './item-history.ts';

export const EVIDENCE_ITEM_NOT_FOUND = 'Item not found';

/**
 * What the private page shows: the request, its items with staff's comments and the files
 * received for each (names and times only), and nothing else of the account.
 */
export async function evidencePage(em: EntityManager, token: string) {
  const { request, account, contact } = await requestByToken(em, token);
  const items = await em.find(EvidenceRequestItem, { request }, { orderBy: { position: 'asc' } });
  const documents = await em.find(
    Document,
    { evidenceItem: { $in: items.map((item) => item.id) }, account },
    { orderBy: { createdAt: 'asc', id: 'asc' } },
  );
  return {
    title: request.title,
    accountName: account.name,
    contactFirstName: contact.firstName,
    dueDate: request.dueDate,
    items: items.map((item) => ({
      id: item.id,
      title: item.title,
      standard: item.standard ?? null,
      status: item.status,
      staffComment: item.staffComment ?? null,
      files: documents
        .filter((document) => document.evidenceItem?.id === item.id)
        .map((document) => ({ fileName: document.fileName, uploadedAt: document.createdAt })),
    })),
  };
}
export type EvidencePage = Awaited<ReturnType<typeof evidencePage>>;

/** The item of the link's request that takes files, or NOT_FOUND; CONFLICT once staff accepted it. */
export async function itemTakingFiles(
  em: EntityManager,
  token: string,
  itemId: string,
  options: { lockMode?: LockMode } = {},
) {
  const { request, account } = await requestByToken(em, token);
  const item = await em.findOne(EvidenceRequestItem, { id: itemId, request }, options);
  if (!item) throw new AppError('NOT_FOUND', EVIDENCE_ITEM_NOT_FOUND);
  if (item.status === 'accepted')
    throw new AppError(
      'CONFLICT',
      `'${item.title}' has been accepted already: no more files are needed for it.`,
    );
  return { account, item };
}

/**
 * Keeps a file uploaded for an item, in one transaction: the item checked again (write-locked),
 * a document of type 'evidence' on the account linked to it, and the item received (a rejected
 * one too: staff review it again). Answers the item as the page shows it.
 */
export async function receiveEvidenceFile(
  em: EntityManager,
  token: string,
  itemId: string,
  file: UploadedFile,
) {
  return em.transactional(async (tx) => {
    const { account, item } = await itemTakingFiles(tx, token, itemId, {
      lockMode: LockMode.PESSIMISTIC_WRITE,
    });
    const document = createReceivedDocument(tx, { account, evidenceItem: item }, 'evidence', file, 'website');
    const before = { status: item.status, staffComment: item.staffComment ?? null };
    item.status = 'received';
    writeItemHistory(tx, item, before, 'website');
    await tx.flush();
    return {
      itemId: item.id,
      status: item.status,
      file: { fileName: document.fileName, uploadedAt: document.createdAt },
    };
  });
}
