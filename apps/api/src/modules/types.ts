import type { ServiceGroupId } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import type { DatabaseHandle } from '../db/create-db';
import type { AppServices } from '../services';

/** What every service-group module is given; modules build their services from it. */
export interface ModuleDeps {
  config: AppConfig;
  database: DatabaseHandle;
  services: AppServices;
}

export interface ServiceGroupModule {
  group: ServiceGroupId;
  register: (scope: FastifyInstance, deps: ModuleDeps) => Promise<void>;
}
