-- Accounts deleted through delete_account, by the identity that owned them. A deleted account's
-- access tokens stay valid at their issuer until they expire, and the first call of a token
-- creates its user: the API refuses a token of (issuer, subject) issued at or before deleted_at,
-- so that such a token cannot quietly bring the account back. Only these two ids are kept.
CREATE TABLE deleted_accounts (
  issuer text NOT NULL,
  subject text NOT NULL,
  deleted_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  PRIMARY KEY (issuer, subject)
);
