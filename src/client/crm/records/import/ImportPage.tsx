import { Button, Group, Skeleton, Stack, Stepper, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import type { ImportTypeName } from '../../../../shared/schemas/import.ts';
import { QueryError } from '../../../components/QueryError/QueryError.tsx';
import { useTRPC } from '../../../trpc.ts';
import { useCrmTitle } from '../../useCrmTitle.ts';
import { recordUrl } from '../recordUrl.ts';
import { importUrl } from './importUrl.ts';
import { choicesOf, type ImportChoices, type ImportState } from './importChoices.ts';
import { MappingStep } from './MappingStep.tsx';
import { PreviewStep } from './PreviewStep.tsx';
import { ProgressStep } from './ProgressStep.tsx';
import { UploadStep } from './UploadStep.tsx';

/** Steps one under another on a phone's width, side by side on wider screens. */
const useStepsOrientation = () => (useMediaQuery('(max-width: 36em)') ? 'vertical' : 'horizontal');

/** How often a running import's progress is asked for. */
const PROGRESS_POLL_MS = 1000;

type ImportPageProps = { path: ImportTypeName; plural: string };

/** The steps after the upload, for an uploaded import: columns, preview, then progress and result. */
function ImportSteps({ state, path, plural }: ImportPageProps & { state: ImportState }) {
  const navigate = useNavigate();
  const [choices, setChoices] = useState<ImportChoices>(() => choicesOf(state));
  const [previewing, setPreviewing] = useState(false);
  const started = state.status !== 'uploaded';
  const step = started ? 3 : previewing ? 2 : 1;
  const orientation = useStepsOrientation();

  return (
    <Stepper active={step} size="sm" orientation={orientation} allowNextStepsSelect={false}>
      <Stepper.Step label="Upload" description={state.fileName} />
      <Stepper.Step label="Match columns">
        <MappingStep
          state={state}
          choices={choices}
          onChange={setChoices}
          onNext={() => setPreviewing(true)}
        />
      </Stepper.Step>
      <Stepper.Step label="Preview">
        <PreviewStep state={state} choices={choices} onBack={() => setPreviewing(false)} />
      </Stepper.Step>
      <Stepper.Step label="Import" loading={state.status === 'queued' || state.status === 'running'}>
        <ProgressStep state={state} plural={plural} onList={() => void navigate(recordUrl(path))} />
      </Stepper.Step>
    </Stepper>
  );
}

function UploadedImport({ path, plural, importId }: ImportPageProps & { importId: string }) {
  const trpc = useTRPC();
  const state = useQuery({
    ...trpc.imports.byId.queryOptions({ id: importId }),
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'queued' || status === 'running' ? PROGRESS_POLL_MS : false;
    },
  });
  if (state.isPending) return <Skeleton height={240} radius="md" />;
  if (state.isError)
    return <QueryError text="The import could not be loaded" error={state.error} onRetry={state.refetch} />;
  return <ImportSteps state={state.data} path={path} plural={plural} />;
}

/**
 * A record type's CSV import at `/crm/<type>/import` (the upload) and `/crm/<type>/import/<id>`
 * (its columns, preview and progress; a reload or a shared link comes back to the same step).
 */
export function ImportPage({ path, plural }: ImportPageProps) {
  const navigate = useNavigate();
  const { importId } = useParams();
  const heading = `Import ${plural}`;
  useCrmTitle(heading);
  const orientation = useStepsOrientation();

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={2}>{heading}</Title>
        <Button
          variant="subtle"
          leftSection={<IconArrowLeft size={16} />}
          onClick={() => void navigate(recordUrl(path))}
        >
          Back to {plural}
        </Button>
      </Group>
      {importId ? (
        <UploadedImport key={importId} path={path} plural={plural} importId={importId} />
      ) : (
        <Stepper active={0} size="sm" orientation={orientation} allowNextStepsSelect={false}>
          <Stepper.Step label="Upload">
            <UploadStep path={path} plural={plural} onUploaded={(id) => void navigate(importUrl(path, id))} />
          </Stepper.Step>
          <Stepper.Step label="Match columns" />
          <Stepper.Step label="Preview" />
          <Stepper.Step label="Import" />
        </Stepper>
      )}
    </Stack>
  );
}
