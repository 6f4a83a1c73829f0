import type { ModuleDeps } from '../module-deps';
import { TasklibService } from './tasklib.service';

export interface TasklibServices {
  tasklib: TasklibService;
}

export function createTasklibServices({ database }: ModuleDeps): TasklibServices {
  return { tasklib: new TasklibService(database.db) };
}
