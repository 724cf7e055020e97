import { useIsManager } from '../components/useIsManager.ts';

/** Managers and admins save and delete checklists (the server's managerProcedure says the same). */
export function useCanManageChecklists(): boolean {
  return useIsManager() === true;
}
