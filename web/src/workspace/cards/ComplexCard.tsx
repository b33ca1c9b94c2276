import { COMPLEX_CARD_MAX_ATTRIBUTES } from '@trellis/core';
import type { NodeProps } from '@xyflow/react';
import { memo } from 'react';
import { useCanvasActions } from '../canvas/CanvasActions';
import type { CardNode } from '../canvas/types';
import { AttributeList } from './AttributeList';
import { CardFrame } from './CardFrame';
import { MemberList } from './MemberList';
import { HIDDEN_ATTRIBUTES, shownAttributes } from './cardText';
import { compositionSections, sectionMembers } from './composition';

/** The composition drives the sections below; it is not shown as an attribute. */
const EXCLUDED: ReadonlySet<string> = new Set([...HIDDEN_ATTRIBUTES, 'composition']);

/**
 * A complex node (28rem): its first attributes, then one section per entry of its composition,
 * each listing the members it holds and offering to add one.
 */
export const ComplexCard = memo(function ComplexCard({ data, selected }: NodeProps<CardNode>) {
  const actions = useCanvasActions();
  const { node, members } = data;
  const sections = compositionSections(node.attributes.composition);
  return (
    <CardFrame data={data} selected={selected}>
      <AttributeList
        rows={shownAttributes(node.attributes, EXCLUDED, COMPLEX_CARD_MAX_ATTRIBUTES)}
      />
      {sections.map((section, i) => {
        const list = sectionMembers(members, section);
        return (
          <div key={`${i}-${section.title}`} className="node-card-section">
            <span className="node-card-section-title">{section.title}</span>
            <MemberList members={list} kind="complex" empty="None yet" />
            <div className="node-card-actions">
              <button
                type="button"
                className="button small ghost nodrag"
                onClick={() => actions.addChild(node.id, section)}
              >
                Add {section.title}
              </button>
            </div>
          </div>
        );
      })}
    </CardFrame>
  );
});
