import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { serverErrorMessage } from '../../serverError.ts';
import { useTRPC } from '../../trpc.ts';
import { notifySuccess } from '../components/notify.tsx';

const CREATING_ID = 'demo-data-create';

/** Creating and clearing the demo data, with the spec's progress and result messages. */
export function useDemoData() {
  const trpc = useTRPC();
  const create = useMutation(trpc.demoData.create.mutationOptions());
  const clear = useMutation(trpc.demoData.clear.mutationOptions());

  async function createDemoData() {
    notifications.show({
      id: CREATING_ID,
      loading: true,
      message: 'Creating comprehensive demo data...',
      autoClose: false,
      withCloseButton: false,
    });
    try {
      const created = await create.mutateAsync();
      notifications.update({
        id: CREATING_ID,
        loading: false,
        color: 'green',
        message: `Demo data created: ${created.accounts} accounts, ${created.contacts} contacts, ${created.leads} leads, ${created.opportunities} opportunities, ${created.quotes} quotes, ${created.documents} documents and ${created.tasks} tasks.`,
        autoClose: 5000,
        withCloseButton: true,
      });
    } catch (error) {
      notifications.update({
        id: CREATING_ID,
        loading: false,
        color: 'red',
        message: `Failed to create demo data: ${serverErrorMessage(error)}`,
        autoClose: 8000,
        withCloseButton: true,
      });
    }
  }

  async function clearAllData() {
    try {
      await clear.mutateAsync();
      notifySuccess('All demo data cleared successfully!');
    } catch {
      notifications.show({ color: 'red', message: 'Failed to clear demo data. Please try again.' });
    }
  }

  return { createDemoData, clearAllData, isCreating: create.isPending, isClearing: clear.isPending };
}
