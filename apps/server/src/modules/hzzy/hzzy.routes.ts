import {
  characterMarkCall,
  charactersByCall,
  moduleCharactersCall,
  myCharactersCall,
  pinyinCall,
  pinyinTextCall,
  radicalCall,
} from '@yuwen/protocol';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/protocol.plugin.js';
import type { HzzyService } from './hzzy.service.js';

/** 汉字字源: pinyin, radical, CharacterRadicalRel, moduleCnCharacter and user/character. */
export function hzzyRoutes(app: FastifyInstance, service: HzzyService): void {
  registerCall(app, pinyinCall, () => service.pinyin());
  registerCall(app, pinyinTextCall, (p) => service.annotate(p.text));
  registerCall(app, radicalCall, () => service.index());
  registerCall(app, charactersByCall, (p, { user }) => {
    const filter =
      p.radical !== undefined
        ? { radical: p.radical }
        : p.pinyin !== undefined
          ? { pinyin: p.pinyin }
          : { stroke_count: p.stroke_count ?? 0 };
    return service.charactersBy(user.id, filter, p.page, p.page_size, p.level);
  });
  registerCall(app, moduleCharactersCall, (p, { user }) => service.basicGroup(user.id, p.group));
  registerCall(app, characterMarkCall, (p, { user }) =>
    service.mark(user.id, p.char_id, { learned: p.learned, favorite: p.favorite }),
  );
  registerCall(app, myCharactersCall, (p, { user }) => service.marked(user.id, p.mark, p.page, p.page_size));
}
