import {
  favoriteAddCall,
  favoriteListCall,
  favoriteRemoveCall,
  poemCollectionsCall,
  poemContentCall,
  poemListCall,
} from '@yuwen/protocol';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/protocol.plugin.js';
import type { PoemService } from './poem.service.js';

/** Poems to read (resourceCategoryContent, resource/content) and the pupil's favourites (user/favorite). */
export function poemRoutes(app: FastifyInstance, service: PoemService): void {
  registerCall(app, poemCollectionsCall, () => service.collections());
  registerCall(app, poemListCall, (p, { user }) => service.list(user.id, p.collection, p.page, p.page_size));
  registerCall(app, poemContentCall, (p, { user }) => service.content(user.id, p.id));
  registerCall(app, favoriteAddCall, (p, { user }) => service.addFavorite(user.id, p.poem_id));
  registerCall(app, favoriteRemoveCall, (p, { user }) => service.removeFavorite(user.id, p.poem_id));
  registerCall(app, favoriteListCall, (p, { user }) => service.favorites(user.id, p.page, p.page_size));
}
