import { ActivationCardRepository, MembershipRepository, ParentRepository } from '@yuwen/db';
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../module-deps.js';
import { ParentPassService } from '../parent/parent-pass.service.js';
import { membershipRoutes } from './membership.routes.js';
import { MembershipService } from './membership.service.js';
import { sandboxNotifySecret } from './notify-secret.js';
import { paymentProviderFor } from './payment-provider.js';

/** VIP membership: commodities, orders and payment, activation cards. */
export async function membershipModule(app: FastifyInstance, { config, database }: ModuleDeps): Promise<void> {
  const { provider, notifySecret } = config.payment;
  // Off without a secret: '' makes every notify refused (MembershipService.notify).
  const secret = notifySecret ?? (provider === 'sandbox' ? sandboxNotifySecret(config.dataDir) : '');
  membershipRoutes(
    app,
    new MembershipService(
      new MembershipRepository(database.db),
      new ActivationCardRepository(database.db),
      paymentProviderFor({ provider, notifySecret: secret }),
      secret,
      new ParentPassService(new ParentRepository(database.db)),
    ),
  );
}
