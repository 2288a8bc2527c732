import {
  ZGWH_PARTS,
  zgwhCategoryContentCall,
  zgwhEntryCall,
  zgwhHomeCall,
  zgwhItemCall,
  zgwhPartCall,
} from '@yuwen/protocol';
import type { FastifyInstance } from 'fastify';
import { pictureRoute } from '../../plugins/picture-route.js';
import { registerCall } from '../../plugins/protocol.plugin.js';
import { PICTURES_BASE } from './zgwh.presenter.js';
import type { ZgwhService } from './zgwh.service.js';

const PART_IDS = new Set(Object.values(ZGWH_PARTS).map(String));

/** The shared resourceCategoryContent and resource/content paths answer here when they name a part of 中国文化. */
const namesZgwh = (raw: Record<string, unknown>) => PART_IDS.has(String(raw.module_id ?? ''));

export function zgwhRoutes(app: FastifyInstance, zgwh: ZgwhService): void {
  registerCall(app, zgwhHomeCall, () => zgwh.home());
  registerCall(app, zgwhPartCall, (p) => zgwh.part(p.module_id));
  registerCall(app, zgwhEntryCall, (p) => zgwh.entry(p));
  registerCall(
    app,
    zgwhCategoryContentCall,
    (p) => zgwh.categoryContent(p.module_id, p.resource_category_id, p.page, p.page_size),
    { when: namesZgwh },
  );
  registerCall(app, zgwhItemCall, (p) => zgwh.entry({ id: p.id }, p.module_id), { when: namesZgwh });
  pictureRoute(app, PICTURES_BASE, (name) => zgwh.picture(name));
}
