import {
  dictationHistoryCall,
  dictationStartCall,
  dictationSubmitCall,
  lessonWordsCall,
  wordDetailCall,
  wordPracticeHistoryCall,
  wordPracticeStartCall,
  wordPracticeSubmitCall,
} from '@yuwen/protocol';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/protocol.plugin.js';
import type { DictationService } from './dictation.service.js';
import type { WordPracticeService } from './practice.service.js';
import type { WordsService } from './words.service.js';

export function bpcyRoutes(
  app: FastifyInstance,
  words: WordsService,
  dictation: DictationService,
  practice: WordPracticeService,
): void {
  registerCall(app, lessonWordsCall, (p) => words.lessonWords(p.lesson_id));
  registerCall(app, wordDetailCall, (p) => words.word(p.word));
  registerCall(app, dictationStartCall, (p, { user }) => dictation.start(user.id, p.lesson_id, p.words));
  registerCall(app, dictationSubmitCall, (p, { user }) => dictation.submit(user.id, p.id, p.mode, p.marks));
  registerCall(app, dictationHistoryCall, (_p, { user }) => dictation.history(user.id));
  registerCall(app, wordPracticeStartCall, (p, { user }) => practice.start(user.id, p.lesson_id, p.kind, p.seed));
  registerCall(app, wordPracticeSubmitCall, (p, { user }) => practice.submit(user.id, p.id, p.answers));
  registerCall(app, wordPracticeHistoryCall, (p, { user }) => practice.history(user.id, p.lesson_id));
}
