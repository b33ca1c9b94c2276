import { DELETE_ACCOUNT_CONFIRMATION } from '@trellis/core';
import { useState } from 'react';
import { useCall } from '../../api/call';
import { dropCachedGraph } from '../../api/graphCache';
import { useProjects } from '../../api/queries';
import { useAuth } from '../../auth/context';
import { downloadText, localDate } from '../../lib/download';
import { BusyButton } from '../../ui/BusyButton';
import { useDialogs } from '../../ui/dialogs';
import { notifySuccess, reportError } from '../../ui/notify';

/** The question asked before the account goes, counting what goes with it. */
function deletionQuestion(projects: number): string {
  const what =
    projects === 0
      ? 'your account'
      : projects === 1
        ? 'your account and your 1 project'
        : `your account and all ${projects} projects`;
  return `This will permanently delete ${what}. Continue?`;
}

/**
 * Account Settings' 'Your data' and 'Delete account' sections. Export downloads everything the
 * server keeps for the user (export_account) as `trellis-export-yyyy-mm-dd.json`. Delete asks
 * first, naming how many projects go with the account, then deletes it (delete_account) and signs
 * out at the identity provider: the account's tokens are refused from then on, so staying signed
 * in would only lead to errors. While either runs, both buttons wait.
 */
export function AccountDataSections() {
  const call = useCall();
  const dialogs = useDialogs();
  const { signOut } = useAuth();
  const projects = useProjects();
  const [busy, setBusy] = useState<'export' | 'asking' | 'delete' | 'deleted' | null>(null);

  const exportData = async () => {
    setBusy('export');
    try {
      const data = await call('export_account', {});
      downloadText(JSON.stringify(data, null, 2), `trellis-export-${localDate()}.json`);
      notifySuccess('Data exported');
    } catch (err) {
      reportError('Export failed', err);
    } finally {
      setBusy(null);
    }
  };

  const deleteAccount = async () => {
    setBusy('asking');
    try {
      // The list the app already holds, else a fresh count: the question must not guess.
      const owned = projects.data ?? (await call('get_user_projects', {})).projects;
      const ok = await dialogs.confirm({
        message: deletionQuestion(owned.length),
        confirmLabel: 'Delete account',
        danger: true,
      });
      if (!ok) {
        setBusy(null);
        return;
      }
      setBusy('delete');
      await call('delete_account', { confirm: DELETE_ACCOUNT_CONFIRMATION });
      // The tab's session cache must not keep graphs of an account that no longer exists.
      for (const p of owned) dropCachedGraph(p.id);
      setBusy('deleted');
      notifySuccess('Account deleted');
      await signOut();
    } catch (err) {
      reportError('Delete account failed', err);
      setBusy(null);
    }
  };

  return (
    <>
      <section className="section" aria-labelledby="your-data">
        <h2 id="your-data">Your data</h2>
        <p>
          Download everything Trellis keeps for you: your profile and every project with all its
          nodes and links, as one JSON file.
        </p>
        <BusyButton
          className="button secondary"
          busy={busy === 'export'}
          busyLabel="Exporting…"
          disabled={busy !== null}
          onClick={() => void exportData()}
        >
          Export my data
        </BusyButton>
      </section>
      <section className="section" aria-labelledby="delete-account">
        <h2 id="delete-account">Delete account</h2>
        <p>
          Deleting your account removes your profile and all your projects for good. It cannot be
          undone: export your data first if you want to keep it.
        </p>
        {busy === 'deleted' && (
          <p role="status" className="muted">
            Your account has been deleted. Signing you out…
          </p>
        )}
        <BusyButton
          className="button danger"
          busy={busy === 'delete'}
          busyLabel="Deleting…"
          disabled={busy !== null}
          onClick={() => void deleteAccount()}
        >
          Delete account
        </BusyButton>
      </section>
    </>
  );
}
