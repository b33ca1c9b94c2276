import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { Toaster } from 'sonner';
import { ApiProvider } from './api/ApiProvider';
import { ApiError } from './api/client';
import { AppLayout } from './layout/AppLayout';
import { useTheme } from './theme/useTheme';
import { DialogsProvider } from './ui/dialogs';

/** Retries what may pass on a second try (network, 5xx), never what will not (4xx). */
function retry(failures: number, err: unknown): boolean {
  if (err instanceof ApiError && err.status >= 400 && err.status < 500) return false;
  return failures < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry, refetchOnWindowFocus: false, staleTime: 30_000 } },
  });
}

/** What only signed-in users load: the data layer, dialogs, toasts and the layout. */
export default function SignedInApp() {
  const [client] = useState(createQueryClient);
  const dark = useTheme((s) => s.theme.dark);
  return (
    <QueryClientProvider client={client}>
      <ApiProvider>
        <DialogsProvider>
          <AppLayout />
          <Toaster
            position="bottom-right"
            theme={dark ? 'dark' : 'light'}
            closeButton
            richColors
            duration={6000}
          />
        </DialogsProvider>
      </ApiProvider>
    </QueryClientProvider>
  );
}
