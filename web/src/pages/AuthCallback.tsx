import type { User } from 'oidc-client-ts';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { returnPath } from '../auth/session';
import { getUserManager } from '../auth/userManager';
import { Logo } from '../layout/Logo';

let pending: { url: string; done: Promise<User> } | undefined;

/** Completes the redirect once per URL, however many times the effect runs. */
function completeSignIn(url: string): Promise<User> {
  if (pending?.url !== url) {
    pending = { url, done: getUserManager().then((m) => m.signinRedirectCallback(url)) };
  }
  return pending.done;
}

/** /auth: where the identity provider sends the browser back with a code. */
export function AuthCallback() {
  const navigate = useNavigate();
  const [error, setError] = useState<string>();

  useEffect(() => {
    let active = true;
    completeSignIn(window.location.href).then(
      (user) => {
        // Back to the page a lapsed session interrupted, else home (spec §2: "then goes to /").
        if (active) void navigate(returnPath(user.state), { replace: true });
      },
      (err: unknown) => {
        if (active) setError(err instanceof Error ? err.message : String(err));
      },
    );
    return () => {
      active = false;
    };
  }, [navigate]);

  return (
    <main className="center">
      <title>Signing in · Trellis</title>
      <div className="card narrow">
        <Logo />
        {error ? (
          <>
            <h1>Sign-in failed</h1>
            <p className="alert" role="alert">
              {error}
            </p>
            <p>
              <Link to="/">Back to the home page</Link>
            </p>
          </>
        ) : (
          <p role="status" className="lead">
            Signing you in...
          </p>
        )}
      </div>
    </main>
  );
}
