-- Trellis schema, version 1. Runs on PGlite (PostgreSQL 18) and PostgreSQL 15+ alike.

CREATE TABLE users (
  id text PRIMARY KEY,
  issuer text NOT NULL,
  subject text NOT NULL,
  email text,
  name text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (issuer, subject)
);

CREATE TABLE projects (
  id text PRIMARY KEY,
  owner_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  updated_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX projects_owner_idx ON projects (owner_id, created_at DESC);

-- Every project node, group, question, goal, observation, request, type and task is a vertex.
CREATE TABLE vertices (
  project_id text NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  id text NOT NULL,
  label text NOT NULL,
  pk text NOT NULL,
  name text NOT NULL,
  type text NOT NULL DEFAULT 'vertex',
  vertex_type text NOT NULL DEFAULT 'other',
  visible boolean NOT NULL DEFAULT true,
  focus boolean NOT NULL DEFAULT false,
  x double precision,
  y double precision,
  attributes jsonb NOT NULL DEFAULT '{}'::jsonb,
  -- Creation order, exact even for rows created by one statement in the same microsecond.
  seq bigint GENERATED ALWAYS AS IDENTITY,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  updated_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  PRIMARY KEY (project_id, id)
);
-- Label first: with project_id first this index ties with the primary key for (project_id, id)
-- lookups, and a plan cached before statistics exist (foreign-key checks) can pick it and read
-- the whole project per row.
CREATE INDEX vertices_label_idx ON vertices (lower(label), project_id, name);

-- Edge ids are built from both ends and the label, so a link is stored once.
CREATE TABLE edges (
  project_id text NOT NULL,
  id text NOT NULL,
  from_id text NOT NULL,
  to_id text NOT NULL,
  label text NOT NULL,
  properties jsonb NOT NULL DEFAULT '{}'::jsonb,
  seq bigint GENERATED ALWAYS AS IDENTITY,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  PRIMARY KEY (project_id, id),
  FOREIGN KEY (project_id, from_id) REFERENCES vertices (project_id, id) ON DELETE CASCADE,
  FOREIGN KEY (project_id, to_id) REFERENCES vertices (project_id, id) ON DELETE CASCADE
);
CREATE INDEX edges_from_idx ON edges (from_id, project_id);
CREATE INDEX edges_to_idx ON edges (to_id, project_id);

-- An edge's properties carry its ends' labels and names (spec §3: sourceLabel, sourceName,
-- targetLabel, targetName), written with the edge, so the graph read needs no join. This keeps
-- them current when a vertex is renamed or relabelled.
CREATE FUNCTION trellis_edge_ends_follow_vertex() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE edges
     SET properties = properties || jsonb_build_object('sourceLabel', NEW.label, 'sourceName', NEW.name)
   WHERE from_id = NEW.id AND project_id = NEW.project_id;
  UPDATE edges
     SET properties = properties || jsonb_build_object('targetLabel', NEW.label, 'targetName', NEW.name)
   WHERE to_id = NEW.id AND project_id = NEW.project_id;
  RETURN NULL;
END
$$;

CREATE TRIGGER vertices_edge_ends AFTER UPDATE OF label, name ON vertices FOR EACH ROW
  WHEN (OLD.label IS DISTINCT FROM NEW.label OR OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION trellis_edge_ends_follow_vertex();

-- Embedded identity provider: local accounts, provider state and keys.
CREATE TABLE local_accounts (
  id text PRIMARY KEY,
  email text NOT NULL,
  email_normalized text NOT NULL UNIQUE,
  name text NOT NULL,
  password_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE oidc_payloads (
  kind text NOT NULL,
  id text NOT NULL,
  payload jsonb NOT NULL,
  grant_id text,
  user_code text,
  uid text,
  expires_at timestamptz,
  consumed_at timestamptz,
  PRIMARY KEY (kind, id)
);
CREATE INDEX oidc_payloads_grant_idx ON oidc_payloads (grant_id);
CREATE INDEX oidc_payloads_uid_idx ON oidc_payloads (uid);
CREATE INDEX oidc_payloads_expires_idx ON oidc_payloads (expires_at);

CREATE TABLE identity_secrets (
  name text PRIMARY KEY,
  value jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
