import {
  AccountRepository,
  ActivationCardRepository,
  MembershipRepository,
  ParentRepository,
  TeacherCodeRepository,
} from '@yuwen/db';
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../module-deps.js';
import { ParentPassService } from '../parent/parent-pass.service.js';
import { CodeTries } from './code-tries.js';
import { membershipRoutes } from './membership.routes.js';
import { MembershipService } from './membership.service.js';
import { sandboxNotifySecret } from './notify-secret.js';
import { paymentProviderFor } from './payment-provider.js';
import { TeacherCodesService } from './teacher-codes.service.js';

/** VIP membership: commodities, orders and payment, activation cards; teacher activation codes. */
export async function membershipModule(app: FastifyInstance, { config, database }: ModuleDeps): Promise<void> {
  const { provider, notifySecret } = config.payment;
  // Off without a secret: '' makes every notify refused (MembershipService.notify).
  const secret = notifySecret ?? (provider === 'sandbox' ? sandboxNotifySecret(config.dataDir) : '');
  const cards = new ActivationCardRepository(database.db);
  // One count of wrong codes for cards and teacher codes alike.
  const tries = new CodeTries(cards);
  membershipRoutes(
    app,
    new MembershipService(
      new MembershipRepository(database.db),
      cards,
      paymentProviderFor({ provider, notifySecret: secret }),
      secret,
      new ParentPassService(new ParentRepository(database.db)),
      tries,
    ),
    new TeacherCodesService(new TeacherCodeRepository(database.db), new AccountRepository(database.db), tries),
  );
}
