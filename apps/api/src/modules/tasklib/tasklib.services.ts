import type { ModuleDeps } from '../module-deps';
import { type TasklibHooks, TasklibService } from './tasklib.service';

export interface TasklibServices {
  tasklib: TasklibService;
}

export function createTasklibServices({ database }: ModuleDeps, hooks: TasklibHooks = {}): TasklibServices {
  return { tasklib: new TasklibService(database.db, hooks) };
}
