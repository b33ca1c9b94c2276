import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { Toaster } from 'sonner';
import { CallContext, createCall } from '../src/api/call';
import { type Auth, AuthContext } from '../src/auth/context';
import { useSelection } from '../src/state/selection';
import { DialogsProvider } from '../src/ui/dialogs';
import type { TestSession } from './session';

export interface RenderOptions {
  /** The URL the page opens at. */
  path?: string;
  /** The route pattern the page is mounted at, so that its params resolve. */
  route?: string;
  /** The project selected before the page renders. */
  selected?: string | null;
}

/** What a rendered page lets a test see besides the DOM; the counts change as the page acts. */
export interface Rendered {
  /** Where the app navigated to (pathname), as the router sees it. */
  location(): string;
  /** Times the page signed the user out. */
  signOuts: number;
  /** Times a call answered 401. */
  unauthorized: number;
  client: QueryClient;
}

/**
 * Renders a page as the signed-in app does (query client, API, dialogs, toasts, router), against
 * the real test server as `session`'s user. Other routes render a marker with their path, so a
 * test can see where a page navigated.
 */
export function renderPage(ui: ReactElement, session: TestSession, options: RenderOptions = {}) {
  const { path = '/', route = '/', selected = null } = options;
  useSelection.setState({ projectId: selected });
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
  let pathname = path;
  const state: Rendered = { location: () => pathname, signOuts: 0, unauthorized: 0, client };
  const call = createCall({
    baseUrl: session.baseUrl,
    getToken: async () => session.token,
    onUnauthorized: () => {
      state.unauthorized += 1;
    },
  });
  const auth: Auth = {
    state: { status: 'signedIn', user: session.user },
    signIn: async () => {},
    signOut: async () => {
      state.signOuts += 1;
    },
  };
  function Where() {
    pathname = useLocation().pathname;
    return null;
  }
  const utils = render(
    <QueryClientProvider client={client}>
      <AuthContext value={auth}>
        <CallContext value={call}>
          <DialogsProvider>
            <MemoryRouter initialEntries={[path]}>
              <Where />
              <Routes>
                <Route path={route} element={ui} />
                <Route path="*" element={<p data-testid="elsewhere">elsewhere</p>} />
              </Routes>
            </MemoryRouter>
            <Toaster />
          </DialogsProvider>
        </CallContext>
      </AuthContext>
    </QueryClientProvider>,
  );
  return { ...utils, location: state.location, client, state };
}
