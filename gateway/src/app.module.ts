import { Global, Module, type DynamicModule } from '@nestjs/common';
import { CoreModule, type PartDefinition } from '@artshop/service-kit';
import { GATEWAY_CONFIG, type GatewayConfig } from './config.js';
import { User } from './identity/user.entity.js';
import { Identity1763800000010 } from './migrations/1763800000010-identity.js';
import { PendingRegistrations1764000000020 } from './migrations/1764000000020-pending-registrations.js';
import { SavedAddresses1764300000300 } from './migrations/1764300000300-saved-addresses.js';
import { AccountLinks1764500000410 } from './migrations/1764500000410-account-links.js';
import { ActivityLog1765200000600 } from './migrations/1765200000600-activity-log.js';
import { ClientsModule, RoutingModule } from './routing/routing.module.js';

export const gatewayPart: PartDefinition = {
  part: 'gateway',
  entities: [User],
  migrations: [Identity1763800000010, PendingRegistrations1764000000020, SavedAddresses1764300000300, AccountLinks1764500000410, ActivityLog1765200000600],
};

@Global()
@Module({})
class GatewayConfigModule {
  static forRoot(config: GatewayConfig): DynamicModule {
    return { module: GatewayConfigModule, providers: [{ provide: GATEWAY_CONFIG, useValue: config }], exports: [GATEWAY_CONFIG] };
  }
}

export function gatewayModule(config: GatewayConfig): DynamicModule {
  return {
    module: class GatewayRoot {},
    imports: [GatewayConfigModule.forRoot(config), CoreModule.forRoot(gatewayPart, config), ClientsModule, RoutingModule],
  };
}
