import type { ServiceGroupId } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import type { DatabaseHandle } from '../db/create-db';

/** What every service-group module is given; modules build their services from it. */
export interface ModuleDeps {
  config: AppConfig;
  database: DatabaseHandle;
}

export interface ServiceGroupModule {
  group: ServiceGroupId;
  register: (scope: FastifyInstance, deps: ModuleDeps) => Promise<void>;
}
