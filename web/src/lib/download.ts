/** Saves a URL (a data URL or a blob URL) as a file through a temporary `<a download>`. */
export function download(dataUrl: string, filename: string): void {
  const a = document.createElement('a');
  a.href = dataUrl;
  a.download = filename;
  a.rel = 'noopener';
  // Firefox ignores clicks on links that are not in the document.
  a.style.display = 'none';
  document.body.append(a);
  a.click();
  a.remove();
}

/**
 * Saves text as a file. A blob URL rather than a data URL: large graphs would make a data URL of
 * many megabytes. The URL is revoked after the click has been handled, not before.
 */
export function downloadText(text: string, filename: string, type = 'application/json'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  download(url, filename);
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** A date as `yyyy-mm-dd` in the user's time zone, for file names. */
export function localDate(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
