import type { ModuleDeps } from '../module-deps';
import { type VipPorts, VipService } from './vip.service';

export interface VipServices {
  vip: VipService;
}

export function createVipServices({ database }: ModuleDeps, ports: VipPorts): VipServices {
  return { vip: new VipService(database.db, ports) };
}
