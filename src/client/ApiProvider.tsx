import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { createQueryClient, createTrpcClient, TRPCProvider } from './trpc.ts';

/**
 * tRPC and TanStack Query, around the parts that talk to the server: the CRM (CrmEntry.tsx)
 * and the landing page's contact form. They load lazily, and this with them, so pages that
 * never call the server do not download the API client.
 */
export function ApiProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const [trpcClient] = useState(createTrpcClient);

  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        {children}
      </TRPCProvider>
    </QueryClientProvider>
  );
}
