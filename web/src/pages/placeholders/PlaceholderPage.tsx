/**
 * The label-only pages of spec §2 ("/tables", "/queries", …): the spec shows them with a label
 * and nothing more; they say plainly that the section is still to come.
 */
export default function PlaceholderPage({ title }: { title: string }) {
  return (
    <div className="page-body">
      <title>{`${title} · Trellis`}</title>
      <div className="page-header">
        <h1>{title}</h1>
      </div>
      <p className="muted">Coming soon...</p>
    </div>
  );
}
