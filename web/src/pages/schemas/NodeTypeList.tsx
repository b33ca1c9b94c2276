import type { NodeType } from '@trellis/core';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { useCall } from '../../api/call';
import { useProjectWrite } from '../../api/useProjectWrite';
import { useTheme } from '../../theme/useTheme';
import { NodeTypeItem } from './NodeTypeItem';
import { swatchColor } from './schemaModel';
import { setTypeVisible } from './schemaWrites';

/**
 * The Node Types list (spec §2): every type starts expanded; View/Hide saves the type's
 * visibility; Delete is only logged in the spec, so it writes nothing and says so.
 * The page mounts it keyed by project, so that another project starts fully expanded again.
 */
export function NodeTypeList({ projectId, types }: { projectId: string; types: NodeType[] }) {
  const titleId = useId();
  const call = useCall();
  const write = useProjectWrite(projectId);
  const theme = useTheme((s) => s.theme);
  // Collapsed rather than expanded ids: types that appear later start expanded too.
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(() => new Set());

  const toggle = (id: string) =>
    setCollapsed((prev) => {
      const next = new Set(prev);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const setVisible = (type: NodeType, visible: boolean) =>
    void write.run(type.id, visible ? 'view' : 'hide', 'Schema update failed', () =>
      setTypeVisible(call, projectId, type.id, visible),
    );

  const remove = (type: NodeType) => {
    // The spec only logs this action; deleting a type would orphan the nodes that use it.
    // eslint-disable-next-line no-console
    console.info('Delete node type requested', type.id);
    toast.info('Deleting node types is not available yet.', {
      description: `${type.name} was kept.`,
    });
  };

  return (
    <section className="section" aria-labelledby={titleId}>
      <div className="section-head">
        <h2 id={titleId}>Node Types</h2>
        <span className="muted">
          {types.length} {types.length === 1 ? 'type' : 'types'}
        </span>
      </div>
      <ul className="schema-types" aria-labelledby={titleId}>
        {types.map((t) => (
          <NodeTypeItem
            key={t.id}
            type={t}
            color={swatchColor(t, theme)}
            expanded={!collapsed.has(t.id)}
            onToggle={() => toggle(t.id)}
            saving={write.busy(t.id) !== undefined}
            onSetVisible={(visible) => setVisible(t, visible)}
            onDelete={() => remove(t)}
          />
        ))}
      </ul>
    </section>
  );
}
