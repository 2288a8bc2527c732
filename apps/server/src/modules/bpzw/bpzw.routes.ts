import {
  BPZW_MODULE_ID,
  bpzwCategoryContentCall,
  bpzwGuideCall,
  bpzwHomeCall,
  bpzwItemCall,
  compositionCall,
  compositionDeleteCall,
  compositionHandInCall,
  compositionListCall,
  compositionSaveCall,
  handedCommentCall,
  handedCompositionCall,
  handedCompositionsCall,
} from '@yuwen/protocol';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/protocol.plugin.js';
import type { BpzwService } from './bpzw.service.js';

/** The shared resourceCategoryContent and resource/content paths answer here when they name module 156. */
const namesBpzw = (raw: Record<string, unknown>) => String(raw.module_id ?? '') === String(BPZW_MODULE_ID);

export function bpzwRoutes(app: FastifyInstance, bpzw: BpzwService): void {
  registerCall(app, bpzwHomeCall, (_p, { user }) => bpzw.home(user.id));
  registerCall(app, bpzwCategoryContentCall, (p) => bpzw.categoryContent(p.resource_category_id, p.page, p.page_size), {
    when: namesBpzw,
  });
  registerCall(app, bpzwItemCall, (p) => bpzw.guide(p.id), { when: namesBpzw });
  registerCall(app, bpzwGuideCall, (p) => bpzw.guide(p.id));
  registerCall(app, compositionListCall, (_p, { user }) => bpzw.list(user.id));
  registerCall(app, compositionCall, (p, { user }) => bpzw.get(user.id, p.id));
  registerCall(app, compositionSaveCall, (p, { user }) => bpzw.save(user.id, p));
  registerCall(app, compositionDeleteCall, (p, { user }) => bpzw.remove(user.id, p.id));
  registerCall(app, compositionHandInCall, (p, { user }) => bpzw.handIn(user.id, p.id, p.class_id));
  registerCall(app, handedCompositionsCall, (p, { user }) => bpzw.handed(user, p.class_id));
  registerCall(app, handedCompositionCall, (p, { user }) => bpzw.handedOne(user, p.id));
  registerCall(app, handedCommentCall, (p, { user }) => bpzw.comment(user, p.id, p.comment, p.grade));
}
