import { LIMITS } from '@trellis/core';
import type { AttributeRow } from './createNodeModel';

/**
 * The key/value rows of Create Node. Rows are numbered in their labels ('Attribute 2 key') so
 * that every input has a distinct accessible name; rows with a blank key are dropped on submit.
 */
export function AttributeRows({
  rows,
  onRows,
}: {
  rows: readonly AttributeRow[];
  onRows(rows: AttributeRow[]): void;
}) {
  const change = (i: number, patch: Partial<AttributeRow>) =>
    onRows(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));

  return (
    <fieldset className="dialog-attributes">
      <legend className="field-label">Attributes</legend>
      {rows.length === 0 && <p className="muted dialog-note">No attributes.</p>}
      {rows.map((row, i) => (
        <div key={i} className="dialog-attribute-row">
          <input
            className="input"
            aria-label={`Attribute ${i + 1} key`}
            placeholder="Key"
            autoComplete="off"
            maxLength={LIMITS.attributeKeyLength}
            value={row.key}
            onChange={(e) => change(i, { key: e.target.value })}
          />
          <input
            className="input"
            aria-label={`Attribute ${i + 1} value`}
            placeholder="Value"
            autoComplete="off"
            value={row.value}
            onChange={(e) => change(i, { value: e.target.value })}
          />
          <button
            type="button"
            className="button secondary small"
            aria-label={`Remove attribute ${i + 1}`}
            onClick={() => onRows(rows.filter((_, j) => j !== i))}
          >
            Remove
          </button>
        </div>
      ))}
      <button
        type="button"
        className="button secondary small"
        onClick={() => onRows([...rows, { key: '', value: '' }])}
      >
        Add attribute
      </button>
    </fieldset>
  );
}
