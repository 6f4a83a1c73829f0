/** The agents module's public face (issue 16, item 4): applications, links, sub-agents, commission. */
export { AGENTS_APPLY_KIND } from './agent-approval';
export type { AgentsPorts } from './agents.ports';
export { registerAgentsRoutes } from './agents.routes';
export { type AgentsServices, createAgentsServices } from './agents.services';
export { COMMISSION_JOB } from './commission-job';
