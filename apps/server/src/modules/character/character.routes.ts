import { characterCall } from '@yuwen/protocol';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/protocol.plugin.js';
import type { CharacterService } from './character.service.js';

/** The dictionary lookup (spec §7): `id`, or `character_simplified` (a numeric one is an id too). */
export function characterRoutes(app: FastifyInstance, service: CharacterService): void {
  // The service keeps each entry a minute and answers the same object meanwhile.
  registerCall(
    app,
    characterCall,
    (p) => {
      const text = p.character_simplified?.trim() ?? '';
      if (p.id !== undefined) return service.lookup({ id: p.id });
      return service.lookup(/^\d+$/.test(text) ? { id: Number(text) } : { char: text });
    },
    { keptAnswers: true },
  );
}
