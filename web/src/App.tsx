import { Suspense, lazy } from 'react';
import { Navigate, Outlet, Route, Routes } from 'react-router';
import { useAuth } from './auth/context';
import { Splash } from './layout/Splash';
import { AuthCallback } from './pages/AuthCallback';
import { Landing } from './pages/Landing';
import { NotFound } from './pages/NotFound';

// The signed-in pages load on demand, so the landing stays small.
const Home = lazy(() => import('./pages/Home'));

/** Signed-in routes: the landing for visitors, the page for signed-in users. */
function SignedIn() {
  const { state } = useAuth();
  if (state.status === 'loading') return <Splash />;
  if (state.status === 'signedOut') return <Landing error={state.error} />;
  return (
    <Suspense fallback={<Splash />}>
      <Outlet />
    </Suspense>
  );
}

export function App() {
  return (
    <Routes>
      <Route path="/auth" element={<AuthCallback />} />
      <Route path="/404" element={<NotFound />} />
      <Route element={<SignedIn />}>
        <Route index element={<Home />} />
      </Route>
      <Route path="*" element={<Navigate to="/404" replace />} />
    </Routes>
  );
}
