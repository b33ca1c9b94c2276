import { describe, expect, it } from 'vitest';
import { edgeId, linkTypeId, newVertexId, nodeTypeId, promptHelperId } from './ids';
import { normaliseEdgeLabel, normaliseTypeNames, titleCase } from './labels';
import { defaultPartition, systemGroupId, systemGroupKey } from './defaults';

describe('edge ids', () => {
  it('are built from both ends and the normalised label', () => {
    expect(edgeId('question.1', 'Contains', 'goal.2')).toBe('question.1|contains|goal.2');
    expect(edgeId('a', undefined, 'b')).toBe('a|connects_to|b');
  });

  it('cannot collide when an id holds the separator', () => {
    expect(edgeId('a|x', 'y', 'b')).not.toBe(edgeId('a', 'x|y', 'b'));
    expect(edgeId('a|x', 'y', 'b')).not.toBe(edgeId('a', 'x', 'y|b'));
  });
});

describe('labels', () => {
  it('normalise edge labels: trimmed, lowercased, spaces as underscores, connects_to when blank', () => {
    expect(normaliseEdgeLabel('  Relates   To ')).toBe('relates_to');
    expect(normaliseEdgeLabel('')).toBe('connects_to');
    expect(normaliseEdgeLabel(null)).toBe('connects_to');
  });

  it('clean type names: trimmed, blanks dropped, duplicates dropped case-insensitively', () => {
    expect(normaliseTypeNames([' Creature ', '', 'creature', 'Location', '  '])).toEqual([
      'Creature',
      'Location',
    ]);
  });

  it('title-case goal names', () => {
    expect(titleCase('open by march')).toBe('Open By March');
  });
});

describe('type ids', () => {
  it('follow spec §3', () => {
    expect(nodeTypeId(' Story  Arc ')).toBe('node-type.story-arc');
    expect(linkTypeId('Relates To')).toBe('link-type.relates_to');
    expect(promptHelperId('define_types')).toBe('prompt-helper.define_types');
    expect(newVertexId('Node Type', () => 'abc')).toBe('node-type.abc');
    expect(newVertexId('???', () => 'abc')).toBe('node.abc');
  });
});

describe('system groups', () => {
  it('are named {projectId}_{Title} and found from any spelling', () => {
    expect(systemGroupId('p1', 'node types')).toBe('p1_Node Types');
    expect(systemGroupKey('Goals')).toBe('goals');
    expect(systemGroupKey('p1_Node Types')).toBe('node types');
    expect(systemGroupKey('node_types')).toBe('node types');
    expect(systemGroupKey('weather')).toBeUndefined();
  });

  it('partition new vertices by label', () => {
    expect(defaultPartition('question')).toBe('project.questions');
    expect(defaultPartition('Concept')).toBe('project.schema');
    expect(defaultPartition('prompt helper')).toBe('project.meta');
    expect(defaultPartition('Goals')).toBe('project.groups');
  });
});
