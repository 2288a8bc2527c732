import { BpzwRepository, ContentRepository } from '@yuwen/db';
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../module-deps.js';
import { bpzwRoutes } from './bpzw.routes.js';
import { BpzwService } from './bpzw.service.js';

/** 部编作文 (issue 16): our writing guides and 写作素材 as module 156's categories, and pupils' compositions on 稿纸. */
export async function bpzwModule(app: FastifyInstance, { database }: ModuleDeps): Promise<void> {
  bpzwRoutes(app, new BpzwService(new BpzwRepository(database.db), new ContentRepository(database.db)));
}
