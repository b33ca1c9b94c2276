/** An attribute table inside a card: one name/value row each, as plain text. */
export function AttributeList({ rows }: { rows: readonly [string, string][] }) {
  if (rows.length === 0) return null;
  return (
    <dl className="node-card-attrs">
      {rows.map(([key, value]) => (
        <div key={key} className="node-card-attr">
          <dt>{key}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
