import { Button, Group, Stack, Textarea } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { evidenceReviewSchema } from '../../../shared/schemas/evidence-request.ts';
import { applyServerErrors, focusFirstError } from '../../components/useSchemaForm/formErrors.ts';
import { useSchemaForm } from '../../components/useSchemaForm/useSchemaForm.ts';
import { useTRPC } from '../../trpc.ts';
import { notifyFailure, notifySuccess } from '../components/notify.tsx';

/** Rejects an item with what the provider should fix; the comment is required and shows on their page. */
export function RejectItemForm({
  itemId,
  itemTitle,
  onDone,
}: {
  itemId: string;
  itemTitle: string;
  onDone: () => void;
}) {
  const review = useMutation(useTRPC().evidence_requests.review.mutationOptions());
  const form = useSchemaForm(evidenceReviewSchema, { itemId, decision: 'rejected', comment: '' });

  async function reject(values: ReturnType<typeof evidenceReviewSchema.parse>) {
    try {
      await review.mutateAsync(values);
    } catch (error) {
      if (!applyServerErrors(form, error)) notifyFailure('Failed to reject the item', error);
      return;
    }
    notifySuccess(`'${itemTitle}' rejected: the provider is asked for another file`);
    onDone();
  }

  return (
    <form
      onSubmit={form.onSubmit(reject, (errors) => focusFirstError(form, errors))}
      noValidate
      aria-label={`Reject ${itemTitle}`}
    >
      <Stack gap="xs">
        <Textarea
          label="What is missing or wrong"
          description="The provider reads this beside the item"
          required
          autosize
          minRows={2}
          data-autofocus
          {...form.getInputProps('comment')}
        />
        <Group gap="xs">
          <Button type="submit" color="red" loading={form.submitting}>
            Reject item
          </Button>
          <Button variant="default" onClick={onDone} disabled={form.submitting}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
