/**
 * Spec §4 "Start-up": a 'www' host goes to the bare host, keeping path, query and hash. Done in
 * the browser because only it sees the hash. Answers true when the page is being replaced.
 */
export function redirectFromWww(location: Location = window.location): boolean {
  if (!location.hostname.startsWith('www.')) return false;
  const bare = location.host.slice('www.'.length);
  location.replace(
    `${location.protocol}//${bare}${location.pathname}${location.search}${location.hash}`,
  );
  return true;
}
