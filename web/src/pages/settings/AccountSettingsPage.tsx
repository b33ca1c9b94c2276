import { useState } from 'react';
import { useAuth, useUser } from '../../auth/context';
import { formatDate } from '../../lib/format';
import { AccountDataSections } from './AccountDataSections';

/**
 * Account Settings: the profile the identity provider vouches for, signing out, exporting all of
 * the user's data and deleting the account.
 */
export default function AccountSettingsPage() {
  const user = useUser();
  const { signOut } = useAuth();
  const [leaving, setLeaving] = useState(false);
  const p = user.profile;
  const rows: [string, string | undefined][] = [
    ['Name', p.name],
    [
      'Email',
      p.email ? `${p.email}${p.email_verified === false ? ' (not verified)' : ''}` : undefined,
    ],
    ['User ID', p.sub],
    ['Signed in through', p.iss],
    [
      'Session ends',
      user.expires_at ? formatDate(new Date(user.expires_at * 1000).toISOString()) : undefined,
    ],
  ];
  return (
    <div className="page-body narrow-page">
      <title>Account Settings · Trellis</title>
      <div className="page-header">
        <h1>Account Settings</h1>
      </div>
      <section className="section" aria-labelledby="profile">
        <h2 id="profile">Profile</h2>
        <dl className="details">
          {rows
            .filter((r): r is [string, string] => !!r[1])
            .map(([term, value]) => (
              <div key={term}>
                <dt>{term}</dt>
                <dd>{value}</dd>
              </div>
            ))}
        </dl>
        <p className="muted">Your name and email come from your sign-in provider.</p>
      </section>
      <section className="section" aria-labelledby="session">
        <h2 id="session">Session</h2>
        <p>Signing out ends your session here and at the sign-in provider.</p>
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
      </section>
      <AccountDataSections />
    </div>
  );
}
