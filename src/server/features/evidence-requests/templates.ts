import type { EntityManager } from '@mikro-orm/postgresql';
import { evidenceChecklists } from '../../../shared/catalog/evidence-checklists.ts';
import type { EvidenceTemplateValues } from '../../../shared/schemas/evidence-request.ts';
import { EvidenceTemplate } from '../../db/entities/evidence-template.ts';
import type { User } from '../../db/entities/user.ts';
import { AppError, fieldError } from '../../errors.ts';

/** The checklists staff start a request from: the built-in ones first, then the managers' by name. */
export async function listTemplates(em: EntityManager) {
  const saved = await em.find(EvidenceTemplate, {}, { orderBy: { name: 'asc' } });
  return [
    ...evidenceChecklists.map((checklist) => ({
      id: checklist.id,
      name: checklist.name,
      builtIn: true,
      items: checklist.items.map(({ title, standard }) => ({ title, standard })),
    })),
    ...saved.map((template) => ({
      id: template.id,
      name: template.name,
      builtIn: false,
      items: template.items,
    })),
  ];
}

export async function saveTemplate(em: EntityManager, values: EvidenceTemplateValues, user: User) {
  const builtIn = evidenceChecklists.some(
    (checklist) => checklist.name.toLowerCase() === values.name.toLowerCase(),
  );
  if (builtIn || (await em.count(EvidenceTemplate, { name: values.name })) > 0) {
    throw fieldError('name', 'A checklist with this name already exists', 'CONFLICT');
  }
  const template = em.create(EvidenceTemplate, {
    name: values.name,
    items: values.items.map(({ title, standard }) => ({ title, standard })),
    createdBy: user,
  });
  await em.flush();
  return { id: template.id };
}

export async function deleteTemplate(em: EntityManager, id: string) {
  const removed = await em.nativeDelete(EvidenceTemplate, { id });
  if (removed === 0) throw new AppError('NOT_FOUND', 'Checklist not found');
  return { id };
}
