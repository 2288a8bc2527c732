import {
  chainEndCall,
  chainHintCall,
  chainMoveCall,
  chainStartCall,
  idiomCall,
  idiomQuizStartCall,
  idiomQuizSubmitCall,
  JDMZ_MODULE_ID,
  jdmzCategoryContentCall,
  jdmzHomeCall,
  jdmzItemCall,
} from '@yuwen/protocol';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/protocol.plugin.js';
import type { ChainService } from './chain.service.js';
import type { JdmzService } from './jdmz.service.js';
import type { QuizService } from './quiz.service.js';

/** The shared resourceCategoryContent and resource/content paths answer here when they name module 2012. */
const namesJdmz = (raw: Record<string, unknown>) => String(raw.module_id ?? '') === String(JDMZ_MODULE_ID);

export function jdmzRoutes(app: FastifyInstance, jdmz: JdmzService, chain: ChainService, quiz: QuizService): void {
  registerCall(app, jdmzHomeCall, (_p, { user }) => jdmz.home(user.id));
  registerCall(app, jdmzCategoryContentCall, (p) => jdmz.categoryContent(p.resource_category_id, p.page, p.page_size), {
    when: namesJdmz,
  });
  registerCall(app, jdmzItemCall, (p) => jdmz.idiom({ id: p.id }), { when: namesJdmz });
  registerCall(app, idiomCall, (p) => jdmz.idiom(p));
  registerCall(app, chainStartCall, (p, { user }) => chain.start(user.id, p.mode));
  registerCall(app, chainMoveCall, (p, { user }) => chain.move(user.id, p.id, p.idiom));
  registerCall(app, chainHintCall, (p, { user }) => chain.hint(user.id, p.id));
  registerCall(app, chainEndCall, (p, { user }) => chain.end(user.id, p.id));
  registerCall(app, idiomQuizStartCall, (p, { user }) => quiz.start(user.id, p.seed));
  registerCall(app, idiomQuizSubmitCall, (p, { user }) => quiz.submit(user.id, p.id, p.answers));
}
