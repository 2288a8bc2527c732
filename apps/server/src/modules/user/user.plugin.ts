import { AccountRepository } from '@yuwen/db';
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../module-deps.js';
import { AvatarStore } from './avatar-store.js';
import { userRoutes } from './user.routes.js';
import { UserService } from './user.service.js';

/** The user's own account and head images; an uploaded head image goes with a deleted account. */
export async function userModule(
  app: FastifyInstance,
  { database, accountDeletion, storage }: ModuleDeps,
): Promise<void> {
  const avatars = new AvatarStore(storage);
  const users = new UserService(new AccountRepository(database.db), avatars);
  accountDeletion.register(users.accountCleanup);
  await userRoutes(app, users, avatars);
}
