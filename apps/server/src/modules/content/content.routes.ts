import {
  attachedMediaCall,
  categoryCreateCall,
  categoryDeleteCall,
  categoryItemsCall,
  itemContentCall,
  itemCreateCall,
  itemDeleteCall,
} from '@yuwen/protocol';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/protocol.plugin.js';
import type { ContentService } from './content.service.js';

/**
 * resourceCategoryContent and resource/content are shared with the poem module's older calls
 * (`collection`, `id` only): a request naming `module_id` is the content kit's.
 */
const namesModule = (raw: Record<string, unknown>) => raw.module_id !== undefined && raw.module_id !== '';

/** The shared content kit: categories, items and their media for pupils; adding and removing for teachers. */
export function contentRoutes(app: FastifyInstance, service: ContentService): void {
  registerCall(
    app,
    categoryItemsCall,
    (p) => service.categoryItems(p.module_id, p.resource_category_id, p.page, p.page_size),
    { when: namesModule },
  );
  registerCall(app, itemContentCall, (p) => service.item(p.module_id, p.id), { when: namesModule });
  registerCall(app, attachedMediaCall, (p) => service.attached(p.module_id, p.category_id, p.item_id, p.kind));
  registerCall(app, categoryCreateCall, (p, { user }) => service.createCategory(user, p.module_id, p.pid, p.name));
  registerCall(app, categoryDeleteCall, (p, { user }) => service.deleteCategory(user, p.id));
  registerCall(app, itemCreateCall, (p, { user }) => service.createItem(user, p.category_id, p.title, p.body));
  registerCall(app, itemDeleteCall, (p, { user }) => service.deleteItem(user, p.id));
}
