import { Button, Center, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { firm } from '../../firm.ts';
import { ApiProvider } from '../../ApiProvider.tsx';
import { serverErrorCode, serverErrorMessage } from '../../serverError.ts';
import { useTRPC } from '../../trpc.ts';
import { NotFoundPage } from '../NotFoundPage.tsx';
import { EvidenceView } from './EvidenceView.tsx';

function LoadedRequest({ token }: { token: string }) {
  const request = useQuery(useTRPC().evidence.view.queryOptions({ token }));
  if (request.data) return <EvidenceView request={request.data} token={token} />;
  if (request.isPending)
    return (
      <Center mih={320}>
        <Loader aria-label="Loading the documents asked for" />
      </Center>
    );
  // The server answers an unknown link with the 404 page already; a link that stopped working
  // while the page was open (sent again, or expired) says the same.
  if (serverErrorCode(request.error) === 'NOT_FOUND') return <NotFoundPage />;
  return (
    <Container component="main" py="xl">
      <Center mih={320}>
        <Stack align="center" gap="md">
          <Title order={1} size="h3" fw={500}>
            This page could not be loaded
          </Title>
          <Text c="dimmed" ta="center" maw={480}>
            {serverErrorMessage(request.error)}
          </Text>
          <Button onClick={() => void request.refetch()}>Try again</Button>
        </Stack>
      </Center>
    </Container>
  );
}

/** /evidence/:token: the page an account's contact uploads the documents asked for on; no account needed. */
export default function EvidencePage() {
  const token = useParams().token ?? '';
  return (
    <ApiProvider>
      <title>{`Documents requested | ${firm.name}`}</title>
      <meta name="robots" content="noindex" />
      <LoadedRequest token={token} />
    </ApiProvider>
  );
}
