import { describe, expect, it } from 'vitest';
import type { GraphNode } from '../entities';
import {
  goalsOf,
  isDefaultProject,
  isGoalPriority,
  observationsOf,
  projectOf,
  questionsOf,
} from './select';

let clock = 0;
function node(partial: Partial<GraphNode> & Pick<GraphNode, 'id' | 'label'>): GraphNode {
  clock += 1;
  return {
    primary_key: partial.id,
    pk: 'project.schema',
    project_id: 'p1',
    name: partial.id,
    type: 'vertex',
    vertex_type: 'other',
    visible: true,
    focus: false,
    x: null,
    y: null,
    attributes: {},
    created_at: `2026-01-01T00:00:${String(clock).padStart(2, '0')}Z`,
    updated_at: '2026-01-01T00:00:00Z',
    ...partial,
  };
}

describe('project graph views', () => {
  it('reads the project from its node, with blanks for missing attributes', () => {
    const graph = {
      nodes: [
        node({ id: 'p1', label: 'project', name: 'Bakery', attributes: { project_type: 'Food' } }),
      ],
    };
    expect(projectOf(graph, 'p1')).toEqual({
      id: 'p1',
      name: 'Bakery',
      project_type: 'Food',
      description: '',
    });
    expect(projectOf(graph, 'other')).toBeUndefined();
  });

  it('lists visible questions oldest first, answered when an answer is saved', () => {
    const graph = {
      nodes: [
        node({ id: 'q2', label: 'question', attributes: { text: 'Budget?', answer: '20k' } }),
        node({ id: 'q1', label: 'Question', name: 'When?', attributes: {} }),
        node({ id: 'q3', label: 'question', visible: false, attributes: { text: 'Hidden' } }),
        node({ id: 'g1', label: 'goal' }),
      ],
    };
    // q2 was made first: created_at decides, not the array order.
    expect(questionsOf(graph)).toEqual([
      { id: 'q2', text: 'Budget?', answer: '20k', answered: true },
      { id: 'q1', text: 'When?', answer: '', answered: false },
    ]);
  });

  it('lists goals with their priority, medium when unset', () => {
    const graph = {
      nodes: [
        node({ id: 'g1', label: 'goal', name: 'open by march', attributes: { priority: 'High' } }),
        node({ id: 'g2', label: 'goal', name: 'hire a baker' }),
      ],
    };
    expect(goalsOf(graph)).toEqual([
      { id: 'g1', name: 'open by march', priority: 'high' },
      { id: 'g2', name: 'hire a baker', priority: 'medium' },
    ]);
  });

  it('lists observations with their text, the name when there is none', () => {
    const a = node({
      id: 'o1',
      label: 'observation',
      name: 'Rent',
      attributes: { text: 'Rent is high' },
    });
    const b = node({ id: 'o2', label: 'observation', name: 'Footfall' });
    expect(observationsOf({ nodes: [b, a] }).map((o) => [o.id, o.text])).toEqual([
      ['o1', 'Rent is high'],
      ['o2', 'Footfall'],
    ]);
  });

  it('knows the three priorities and the default project name', () => {
    expect(['low', ' High ', 'medium'].every(isGoalPriority)).toBe(true);
    expect(isGoalPriority('urgent')).toBe(false);
    expect(isDefaultProject(' Default Project ')).toBe(true);
    expect(isDefaultProject('Default project plan')).toBe(false);
  });
});
