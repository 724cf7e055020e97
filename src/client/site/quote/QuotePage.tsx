import { Button, Center, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { firm } from '../../firm.ts';
import { publicPaths } from '../../../shared/routes.ts';
import { ApiProvider } from '../../ApiProvider.tsx';
import { serverErrorCode, serverErrorMessage } from '../../serverError.ts';
import { useTRPC } from '../../trpc.ts';
import { QuoteView } from './QuoteView.tsx';

function LoadedQuote({ token }: { token: string }) {
  const trpc = useTRPC();
  const quote = useQuery(trpc.quotes.byToken.queryOptions({ token }));
  if (quote.data) return <QuoteView quote={quote.data} token={token} />;
  if (quote.isPending)
    return (
      <Center mih={320}>
        <Loader aria-label="Loading your quote" />
      </Center>
    );
  const notFound = serverErrorCode(quote.error) === 'NOT_FOUND';
  return (
    <Container component="main" py="xl">
      <Center mih={320}>
        <Stack align="center" gap="md">
          <Title order={1} size="h3" fw={500}>
            {notFound ? 'Quote not found' : 'Your quote could not be loaded'}
          </Title>
          <Text c="dimmed" ta="center" maw={480}>
            {notFound
              ? 'This link is not valid. Please use the link in the latest email we sent you.'
              : serverErrorMessage(quote.error)}
          </Text>
          <Button component={Link} to={publicPaths.home}>
            Return to Home
          </Button>
        </Stack>
      </Center>
    </Container>
  );
}

/** /quote/:token: the prospect's private, read-only view of their accepted quote. */
export default function QuotePage() {
  const token = useParams().token ?? '';
  return (
    <ApiProvider>
      <title>{`Your quote | ${firm.name}`}</title>
      <meta name="robots" content="noindex" />
      <LoadedQuote token={token} />
    </ApiProvider>
  );
}
