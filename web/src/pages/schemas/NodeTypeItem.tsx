import type { NodeType } from '@trellis/core';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { type FieldView, parseFields, typeLabel } from './schemaModel';

export interface NodeTypeItemProps {
  type: NodeType;
  /** The swatch colour, already resolved through the theme. */
  color: string;
  expanded: boolean;
  onToggle(): void;
  /** Its visibility is being saved: View/Hide waits. */
  saving: boolean;
  /** Saves the type's visibility. */
  onSetVisible(visible: boolean): void;
  onDelete(): void;
}

/**
 * One node type of the Schemas page (spec §2): a disclosure toggle, the colour swatch, the name,
 * the icon when there is one, View/Hide and Delete; expanded, its notes and fields.
 */
export function NodeTypeItem({
  type,
  color,
  expanded,
  onToggle,
  saving,
  onSetVisible,
  onDelete,
}: NodeTypeItemProps) {
  const nameId = useId();
  const detailId = useId();
  const fields = parseFields(type.fields);

  return (
    <li className={`schema-type${type.visible ? '' : ' is-hidden'}`} aria-labelledby={nameId}>
      <div className="schema-type-head">
        <button
          type="button"
          className="icon-button schema-toggle"
          aria-expanded={expanded}
          aria-controls={detailId}
          aria-label={`Details of ${type.name}`}
          onClick={onToggle}
        >
          {expanded ? (
            <ChevronDown size={18} aria-hidden />
          ) : (
            <ChevronRight size={18} aria-hidden />
          )}
        </button>
        <span
          className="schema-swatch"
          role="img"
          aria-label={`Swatch ${color}`}
          title={color}
          style={{ background: color }}
        />
        <h3 id={nameId} className="schema-type-name">
          {type.name}
        </h3>
        {type.icon && (
          <span className="badge schema-icon">
            <span className="visually-hidden">Icon: </span>
            {type.icon}
          </span>
        )}
        {!type.visible && <span className="badge schema-hidden-badge">Hidden</span>}
        <div className="schema-type-actions">
          <button
            type="button"
            className="button ghost small"
            disabled={saving}
            aria-busy={saving}
            onClick={() => onSetVisible(!type.visible)}
          >
            {type.visible ? 'Hide' : 'View'} <span className="visually-hidden">{type.name}</span>
          </button>
          <button type="button" className="button ghost small danger-text" onClick={onDelete}>
            Delete <span className="visually-hidden">{type.name}</span>
          </button>
        </div>
      </div>
      <div id={detailId} className="schema-type-detail" hidden={!expanded}>
        {type.notes?.trim() && <p className="schema-notes">{type.notes}</p>}
        {fields.length === 0 ? (
          <p className="muted">No fields defined.</p>
        ) : (
          <ul className="schema-fields" aria-label={`Fields of ${type.name}`}>
            {fields.map((f, i) => (
              <FieldRow key={`${f.name}-${i}`} field={f} />
            ))}
          </ul>
        )}
      </div>
    </li>
  );
}

function FieldRow({ field: f }: { field: FieldView }) {
  const links = [
    f.options && `Options: ${f.options.join(', ')}`,
    f.relation && `Relation: ${f.relation}`,
    f.cardinality && `Cardinality: ${f.cardinality}`,
    f.instantiate !== undefined && `Instantiate: ${f.instantiate ? 'yes' : 'no'}`,
  ].filter((s): s is string => typeof s === 'string');
  return (
    <li className="schema-field">
      <div className="schema-field-head">
        <span className="schema-field-name">{f.name}</span>
        <span className="schema-field-type">{typeLabel(f)}</span>
        <span className={`badge ${f.required ? 'schema-required' : 'schema-optional'}`}>
          {f.required ? 'required' : 'optional'}
        </span>
      </div>
      {f.description && <p className="schema-field-description">{f.description}</p>}
      {links.length > 0 && (
        <p className="schema-field-links muted">
          {links.map((l) => (
            <span key={l}>{l}</span>
          ))}
        </p>
      )}
    </li>
  );
}
