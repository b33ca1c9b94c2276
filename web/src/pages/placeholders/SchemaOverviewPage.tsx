import { Link } from 'react-router';

/** Schema Overview (spec §2, /schemas): where the schema's parts live. */
export default function SchemaOverviewPage() {
  return (
    <div className="page-body">
      <title>Schema Overview · Trellis</title>
      <div className="page-header">
        <h1>Schema Overview</h1>
      </div>
      <ul className="link-list">
        <li>
          <Link to="/projects/schemas">Node types</Link>
          <span className="muted"> — the kinds of node a project uses, with their fields</span>
        </li>
        <li>
          <Link to="/relationships">Relationships</Link>
          <span className="muted"> — the link types between nodes</span>
        </li>
        <li>
          <Link to="/linked-attributes">Linked Attributes</Link>
          <span className="muted"> — fields that point at other nodes</span>
        </li>
      </ul>
    </div>
  );
}
