import { BodyCode } from '@app/shared';
import { ApiError } from '../../../lib/api-error';
import type { SocialNetworkConfig } from '../social.config';
import { DevFollowsNetwork } from './dev-follows-network';
import type { SocialNetwork } from './social-network';

/** The configured networks by media_type, each through the adapter its `api` names. */
export class SocialNetworks {
  private readonly byType: Map<string, SocialNetwork>;

  constructor(configs: readonly SocialNetworkConfig[], now?: () => number) {
    this.byType = new Map(configs.map((c) => [c.media_type, adapterOf(c, now)]));
  }

  has(mediaType: string): boolean {
    return this.byType.has(mediaType);
  }

  /** The network of a media_type; 1320 when none is configured. */
  get(mediaType: string): SocialNetwork {
    const network = this.byType.get(mediaType);
    if (!network) {
      throw new ApiError(BodyCode.SOCIAL_NETWORK_UNKNOWN, `Unknown network: ${mediaType}`, { field: 'media_type' });
    }
    return network;
  }

  list(): SocialNetwork[] {
    return [...this.byType.values()];
  }
}

function adapterOf(config: SocialNetworkConfig, now?: () => number): SocialNetwork {
  switch (config.api) {
    case 'dev_follows':
      return new DevFollowsNetwork(config, now);
  }
}
