import { toast } from 'sonner';

const AREAS = [
  ['Data Types', 'The kinds of value a field can hold.'],
  ['Attributes', 'Fields shared across node types.'],
  ['Relationships', 'The link types nodes are joined by.'],
] as const;

/**
 * Configuration (spec §2, /config): Data Types, Attributes and Relationships, each with a manage
 * button the spec leaves without an action; it says so instead of doing nothing.
 */
export default function ConfigurationPage() {
  return (
    <div className="page-body">
      <title>Configuration · Trellis</title>
      <div className="page-header">
        <h1>Configuration</h1>
      </div>
      <div className="card-grid">
        {AREAS.map(([title, text]) => (
          <section key={title} className="section" aria-labelledby={`config-${title}`}>
            <h2 id={`config-${title}`}>{title}</h2>
            <p className="muted">{text}</p>
            <button
              type="button"
              className="button secondary"
              onClick={() => toast.info(`Managing ${title.toLowerCase()} is coming soon.`)}
            >
              Manage {title}
            </button>
          </section>
        ))}
      </div>
    </div>
  );
}
