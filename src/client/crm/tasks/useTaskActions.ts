import { useMutation } from '@tanstack/react-query';
import { formatDate } from '../../../shared/format.ts';
import { useTRPC } from '../../trpc.ts';
import { notifyFailure, notifySuccess } from '../components/notify.tsx';

/** Complete, reopen and reschedule a task, each with its toast; every CRM query refetches after. */
export function useTaskActions() {
  const trpc = useTRPC();
  const complete = useMutation(trpc.tasks.complete.mutationOptions());
  const reopen = useMutation(trpc.tasks.reopen.mutationOptions());
  const reschedule = useMutation(trpc.tasks.reschedule.mutationOptions());

  async function run(work: () => Promise<unknown>, done: string, failed: string) {
    try {
      await work();
    } catch (error) {
      notifyFailure(failed, error);
      return;
    }
    notifySuccess(done);
  }

  return {
    pending: complete.isPending || reopen.isPending || reschedule.isPending,
    complete: (id: string) =>
      run(() => complete.mutateAsync({ id }), 'Task completed', 'Failed to complete task'),
    reopen: (id: string) => run(() => reopen.mutateAsync({ id }), 'Task reopened', 'Failed to reopen task'),
    reschedule: (id: string, dueDate: string, dueTime: string | null) =>
      run(
        () => reschedule.mutateAsync({ id, dueDate, dueTime }),
        `Task moved to ${formatDate(dueDate)}`,
        'Failed to reschedule task',
      ),
  };
}
