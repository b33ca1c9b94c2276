import type { CallResult } from '@trellis/core';
import type { User } from 'oidc-client-ts';
import { useEffect, useState } from 'react';
import { ApiError, callApi } from '../api/client';
import { displayName, useAuth, useUser } from '../auth/context';
import { Logo } from '../layout/Logo';
import { TopBar } from '../layout/TopBar';

type Setup = CallResult<'initial_setup'>;
type SetupState =
  { status: 'loading' } | { status: 'ready'; result: Setup } | { status: 'error'; message: string };

const setups = new Map<string, Promise<Setup>>();

/** initial_setup, called once per signed-in account for the life of the page. */
function initialSetup(user: User): Promise<Setup> {
  let setup = setups.get(user.profile.sub);
  if (!setup) {
    setup = callApi('initial_setup', {}, user.access_token);
    setups.set(user.profile.sub, setup);
    setup.catch(() => setups.delete(user.profile.sub));
  }
  return setup;
}

function useInitialSetup(user: User): SetupState {
  const [state, setState] = useState<SetupState>({ status: 'loading' });
  useEffect(() => {
    let active = true;
    initialSetup(user).then(
      (result) => active && setState({ status: 'ready', result }),
      (err: unknown) =>
        active &&
        setState({
          status: 'error',
          message: err instanceof ApiError ? err.message : 'Something went wrong.',
        }),
    );
    return () => {
      active = false;
    };
  }, [user]);
  return state;
}

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** The signed-in home: a placeholder until the full layout arrives. */
export default function Home() {
  const user = useUser();
  const { signOut } = useAuth();
  const setup = useInitialSetup(user);
  const [leaving, setLeaving] = useState(false);

  return (
    <div className="page">
      <title>Home · Trellis</title>
      <TopBar
        start={<Logo />}
        end={
          <button
            type="button"
            className="button secondary"
            disabled={leaving}
            onClick={() => {
              setLeaving(true);
              void signOut().finally(() => setLeaving(false));
            }}
          >
            Sign out
          </button>
        }
      />
      <main className="content">
        <h1>Home</h1>
        <p className="lead">Signed in as {displayName(user)}</p>
        <section className="card" aria-labelledby="projects-heading">
          <h2 id="projects-heading">Projects</h2>
          {setup.status === 'loading' && <p role="status">Loading...</p>}
          {setup.status === 'ready' && (
            <p>You have {plural(setup.result.project_count, 'project', 'projects')}.</p>
          )}
          {setup.status === 'error' && (
            <p className="alert" role="alert">
              Your projects could not be loaded: {setup.message}
            </p>
          )}
        </section>
      </main>
    </div>
  );
}
