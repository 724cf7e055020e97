import { taskListSchema } from '../../../shared/schemas/task.ts';
import { registerType } from '../records/registered-type.ts';
import { tasksRouter } from './router.ts';
import { taskType } from './task-type.ts';
import { taskPersonalData } from './personal-data.ts';

/** Tasks as the registry holds them (global search leaves them out). */
export const taskDeclaration = registerType({
  type: taskType,
  listSchema: taskListSchema,
  router: tasksRouter,
  personalData: taskPersonalData,
});
