/** @trellis/core: what the server and the web app both know. */
export * from './constants';
export * from './theme';
export * from './entities';
export * from './graph/labels';
export * from './graph/ids';
export * from './graph/defaults';
export * from './graph/select';
export * from './contract/common';
export * from './contract/nodes';
export * from './contract/edges';
export * from './contract/projects';
export * from './contract/questions';
export * from './contract/requests';
export * from './contract/planner';
export * from './contract/calls';
export * from './openapi';
