/** What a page shows while its code or data loads. */
export function PageLoading({ text = 'Loading...' }: { text?: string }) {
  return (
    <p className="page-loading" role="status">
      <span className="spinner small" aria-hidden /> {text}
    </p>
  );
}
