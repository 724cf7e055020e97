import { Anchor, Center, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';

export function NotFoundPage() {
  const location = useLocation();

  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', location.pathname);
    document.title = 'Page not found';
  }, [location.pathname]);

  return (
    <Center component="main" mih="100vh" bg="gray.0" p="md">
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
