import {
  nameFavoriteAddCall,
  nameFavoriteRemoveCall,
  nameFavoritesCall,
  nameIdeasCall,
  zyqmCharCall,
  zyqmCharGroupsCall,
  zyqmIdiomsCall,
  zyqmPoemStoryCall,
  zyqmPoemsCall,
} from '@yuwen/protocol';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/protocol.plugin.js';
import type { ZyqmService } from './zyqm.service.js';

export function zyqmRoutes(app: FastifyInstance, zyqm: ZyqmService): void {
  registerCall(app, zyqmCharGroupsCall, () => zyqm.charGroups());
  registerCall(app, zyqmCharCall, (p) => zyqm.char(p.char));
  registerCall(app, zyqmIdiomsCall, () => zyqm.idioms());
  registerCall(app, zyqmPoemsCall, () => zyqm.poems());
  registerCall(app, zyqmPoemStoryCall, (p) => zyqm.poemStory(p.key));
  registerCall(app, nameIdeasCall, (p) => zyqm.ideas(p));
  registerCall(app, nameFavoritesCall, (_p, { user }) => zyqm.favourites(user.id));
  registerCall(app, nameFavoriteAddCall, (p, { user }) => zyqm.keep(user.id, p));
  registerCall(app, nameFavoriteRemoveCall, (p, { user }) => zyqm.remove(user.id, p.id));
}
