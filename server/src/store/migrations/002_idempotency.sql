-- Idempotency keys of write calls: a retry with the same key gets the stored answer instead of
-- writing again. `claim` names the request that holds a pending key; the answer is written in the
-- same transaction as the call's own writes, so a key with a response means the writes landed,
-- and a pending key left by a crash means they did not (and may be claimed again).
CREATE TABLE idempotency_keys (
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  key text NOT NULL,
  call text NOT NULL,
  request_hash text NOT NULL,
  claim text NOT NULL,
  response jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  completed_at timestamptz,
  PRIMARY KEY (user_id, key)
);
CREATE INDEX idempotency_keys_created_idx ON idempotency_keys (created_at);
