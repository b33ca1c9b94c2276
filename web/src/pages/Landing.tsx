import { useState } from 'react';
import { useAuth } from '../auth/context';
import { Logo } from '../layout/Logo';
import { TopBar } from '../layout/TopBar';

/** What signed-out visitors see: the logo, a word that work is under way, and Sign in. */
export function Landing({ error }: { error?: string }) {
  const { signIn } = useAuth();
  const [busy, setBusy] = useState(false);
  const start = () => {
    setBusy(true);
    void signIn().finally(() => setBusy(false));
  };
  return (
    <div className="page">
      <title>Trellis</title>
      <TopBar
        end={
          <button type="button" className="button" onClick={start} disabled={busy}>
            Sign in
          </button>
        }
      />
      <main className="landing">
        <Logo size={72} />
        <h1>Trellis is hard at work.</h1>
        <p className="lead">Come back soon.</p>
        {error && (
          <p className="alert" role="alert">
            {error}
          </p>
        )}
      </main>
    </div>
  );
}
