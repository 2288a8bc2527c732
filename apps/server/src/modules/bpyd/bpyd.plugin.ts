import { BooksRepository } from '@yuwen/db';
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../module-deps.js';
import { bpydRoutes } from './bpyd.routes.js';
import { BpydService } from './bpyd.service.js';
import { JiebaSegmenter } from './jieba-segmenter.js';

/**
 * 部编阅读 (issue 15): the reading library of 课外书库 — books, chapters with pinyin, each pupil's
 * bookshelf and place — and full-text search over it (an in-memory index per process, read-only).
 */
export async function bpydModule(app: FastifyInstance, { database, media, chapterReached }: ModuleDeps): Promise<void> {
  const jieba = new JiebaSegmenter((error) =>
    app.log.warn({ err: error }, 'jieba failed: book search takes each query as one word'),
  );
  app.addHook('onClose', () => jieba.close());
  bpydRoutes(app, new BpydService(new BooksRepository(database.db), media, jieba, chapterReached));
}
