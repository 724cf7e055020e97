import { Anchor, Center, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { PageHead } from './layout/PageHead.tsx';

/** The 404 page of the spec, inside the site's header and footer; the attempted path goes to the console as a warning. */
export function NotFoundPage() {
  const location = useLocation();

  useEffect(() => {
    console.warn('404: no page at', location.pathname);
  }, [location.pathname]);

  return (
    <Center component="main" mih="60vh" bg="gray.0" p="md">
      <PageHead title="Page not found" description="The page you asked for does not exist." />
      <Stack align="center" gap="sm">
        <Title order={1} fz={48}>
          404
        </Title>
        <Text size="xl" c="dimmed">
          Oops! Page not found
        </Text>
        <Anchor component={Link} to="/" size="lg">
          Return to Home
        </Anchor>
      </Stack>
    </Center>
  );
}
