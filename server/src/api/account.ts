import { notFound } from '../http/errors';
import { deleteAccount, readAccountExportJson } from '../store/account';
import { RawJson, defineCall } from './registry';

/**
 * The caller's own data, for them to keep or to take elsewhere. The token names the account, so
 * there is nothing to authorize beyond it: no id in the body is read.
 */
export const exportAccount = defineCall({
  name: 'export_account',
  async run(_input, { db, user }) {
    const json = await readAccountExportJson(db, user.id);
    // The account was deleted between the token check and this read.
    if (json === undefined) throw notFound('Account');
    return new RawJson(json);
  },
});

/**
 * Deletes the caller's account and everything in it, in one transaction (see deleteAccount).
 * The contract has already refused a body without `confirm: "DELETE"`, before anything ran.
 */
export const deleteAccountCall = defineCall({
  name: 'delete_account',
  async run(_input, { db, user, log }) {
    const deleted = await db.transaction((tx) => deleteAccount(tx, user.id));
    if (!deleted) throw notFound('Account');
    log.info({ user_id: user.id, ...deleted }, 'account deleted');
    return { deleted: { user_id: user.id, ...deleted } };
  },
});
