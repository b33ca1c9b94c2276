import { Suspense, lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { useAuth } from './auth/context';
import { Splash } from './layout/Splash';
import { AuthCallback } from './pages/AuthCallback';
import { Landing } from './pages/Landing';
import { NotFound } from './pages/NotFound';

// Everything behind sign-in loads on demand, so the landing stays small.
const SignedInApp = lazy(() => import('./SignedInApp'));
const Home = lazy(() => import('./pages/home/HomePage'));
const Workspace = lazy(() => import('./workspace/WorkspacePage'));
const ProjectManagement = lazy(() => import('./pages/manage/ProjectManagementPage'));
const ProjectRequests = lazy(() => import('./pages/requests/ProjectRequestsPage'));
const CreateProject = lazy(() => import('./pages/create/CreateProjectPage'));
const Schemas = lazy(() => import('./pages/schemas/SchemasPage'));
const ManageTheme = lazy(() => import('./pages/theme/ManageThemePage'));
const AccountSettings = lazy(() => import('./pages/settings/AccountSettingsPage'));
const Configuration = lazy(() => import('./pages/placeholders/ConfigurationPage'));
const DataEntry = lazy(() => import('./pages/placeholders/DataEntryPage'));
const SchemaOverview = lazy(() => import('./pages/placeholders/SchemaOverviewPage'));
const Placeholder = lazy(() => import('./pages/placeholders/PlaceholderPage'));

/** Label-only pages of spec §2 "Routes". */
const PLACEHOLDERS = [
  ['tables', 'Tables'],
  ['relationships', 'Relationships'],
  ['queries', 'Queries'],
  ['api-keys', 'API Keys'],
  ['docs', 'Docs'],
  ['onboarding', 'Onboarding'],
  ['linked-attributes', 'Linked Attributes'],
] as const;

/** The signed-in layout for signed-in users; the landing (with Sign in) for everyone else. */
function SignedIn() {
  const { state } = useAuth();
  if (state.status === 'loading') return <Splash />;
  if (state.status === 'signedOut') return <Landing error={state.error} />;
  return (
    <Suspense fallback={<Splash />}>
      <SignedInApp />
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
        <Route path="workspace/:projectId?" element={<Workspace />} />
        <Route path="projects/manage/:projectId?" element={<ProjectManagement />} />
        <Route path="projects/requests/:projectId?" element={<ProjectRequests />} />
        <Route path="projects/create" element={<CreateProject />} />
        <Route path="projects/schemas/:projectId?" element={<Schemas />} />
        <Route path="projects/types" element={<Schemas />} />
        <Route path="themes" element={<ManageTheme />} />
        <Route path="settings" element={<AccountSettings />} />
        <Route path="config" element={<Configuration />} />
        <Route path="data" element={<DataEntry />} />
        <Route path="view" element={<Placeholder title="View" />} />
        <Route path="schemas" element={<SchemaOverview />} />
        {PLACEHOLDERS.map(([path, title]) => (
          <Route key={path} path={path} element={<Placeholder title={title} />} />
        ))}
      </Route>
      <Route path="*" element={<Navigate to="/404" replace />} />
    </Routes>
  );
}
