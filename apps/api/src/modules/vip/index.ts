/** The VIP module's public face (issue 13): VIP 0-10 from wagering, level rewards paid once. */
export { registerVipRoutes } from './vip.routes';
export type { VipPorts, VipService } from './vip.service';
export { createVipServices, type VipServices } from './vip.services';
