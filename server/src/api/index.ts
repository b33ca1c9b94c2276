import type { CallHandler } from './registry';
import { deleteAccountCall, exportAccount } from './account';
import { batchUpsertEdges, deleteEdgeCall, upsertEdge } from './edges';
import { batchUpsertNodes, deleteVertexCall, getGroupMembers, getNode, upsertNode } from './nodes';
import {
  createProject,
  defineTypes,
  execute,
  generateGoals,
  projectTasks,
  runPromptQueue,
} from './planner';
import { bootstrap, deleteProjectPartition, getProjectGraph } from './projects';
import { addGoal, addQuestion, answerQuestion } from './questions';
import { getUserRequests } from './requests';
import { getUserProjects, initialSetup } from './setup';

/** Every call the server answers, by name. */
export const HANDLERS: readonly CallHandler<never, never>[] = [
  initialSetup,
  getUserProjects,
  createProject,
  bootstrap,
  getProjectGraph,
  getNode,
  upsertNode,
  upsertEdge,
  batchUpsertNodes,
  batchUpsertEdges,
  deleteVertexCall,
  deleteEdgeCall,
  getGroupMembers,
  answerQuestion,
  addQuestion,
  addGoal,
  getUserRequests,
  deleteProjectPartition,
  projectTasks,
  execute,
  runPromptQueue,
  generateGoals,
  defineTypes,
  exportAccount,
  deleteAccountCall,
] as never;
