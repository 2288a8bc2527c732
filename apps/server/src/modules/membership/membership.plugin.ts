import { ActivationCardRepository, MembershipRepository } from '@yuwen/db';
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../module-deps.js';
import { membershipRoutes } from './membership.routes.js';
import { MembershipService } from './membership.service.js';
import { paymentProviderFor } from './payment-provider.js';

/** VIP membership: commodities, orders and payment, activation cards. */
export async function membershipModule(app: FastifyInstance, { config, database }: ModuleDeps): Promise<void> {
  membershipRoutes(
    app,
    new MembershipService(
      new MembershipRepository(database.db),
      new ActivationCardRepository(database.db),
      paymentProviderFor(config.payment),
      config.payment.notifySecret,
    ),
  );
}
