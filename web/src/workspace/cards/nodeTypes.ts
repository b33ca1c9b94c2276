import type { NodeTypes } from '@xyflow/react';
import { ComplexCard } from './ComplexCard';
import { GroupCard } from './GroupCard';
import { QuestionCard } from './QuestionCard';
import { SimpleCard } from './SimpleCard';

/**
 * React Flow's node types, one per card kind (core's `cardKind`). A module constant: React Flow
 * warns, and remounts every node, when it receives a new object.
 */
export const cardTypes = {
  group: GroupCard,
  complex: ComplexCard,
  question: QuestionCard,
  simple: SimpleCard,
} satisfies NodeTypes;
