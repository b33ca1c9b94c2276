/** What the server tells the web app about sign-in (GET /config.json). */
export interface ClientConfig {
  issuer: string;
  client_id: string;
  audience: string;
  scope: string;
  embedded: boolean;
}

let pending: Promise<ClientConfig> | undefined;

/** Fetches /config.json once; a failed fetch is forgotten so that the next call tries again. */
export function loadClientConfig(): Promise<ClientConfig> {
  pending ??= fetch('/config.json', { headers: { accept: 'application/json' } }).then(
    async (res) => {
      if (!res.ok) throw new Error(`/config.json answered ${res.status}`);
      return (await res.json()) as ClientConfig;
    },
  );
  pending.catch(() => {
    pending = undefined;
  });
  return pending;
}
