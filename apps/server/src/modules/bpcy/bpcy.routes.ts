import {
  dictationHistoryCall,
  dictationStartCall,
  dictationSubmitCall,
  lessonWordsCall,
  unitWordsCall,
  WORD_AUDIO_PATH,
  wordAudioDeleteCall,
  wordAudioUploadCall,
  wordDetailCall,
  wordListCall,
  wordListCreateCall,
  wordListDeleteCall,
  wordListMineCall,
  wordPracticeHistoryCall,
  wordPracticeStartCall,
  wordPracticeSubmitCall,
} from '@yuwen/protocol';
import type { FastifyInstance } from 'fastify';
import { sendMedia, sendNotFound } from '../../plugins/media-sender.js';
import { RECORDING_UPLOAD, registerUploadCall } from '../../plugins/multipart-upload.js';
import { registerCall } from '../../plugins/protocol.plugin.js';
import type { DictationService } from './dictation.service.js';
import type { WordPracticeService } from './practice.service.js';
import type { WordAudioService } from './word-audio.service.js';
import type { WordListService } from './word-lists.service.js';
import type { WordsService } from './words.service.js';

// A stored name is random and never reused, so the bytes behind it never change.
const AUDIO_CACHE = 'public, max-age=2592000, immutable';

export interface BpcyServices {
  words: WordsService;
  dictation: DictationService;
  practice: WordPracticeService;
  lists: WordListService;
  audio: WordAudioService;
}

export async function bpcyRoutes(
  app: FastifyInstance,
  { words, dictation, practice, lists, audio }: BpcyServices,
): Promise<void> {
  registerCall(app, lessonWordsCall, (p) => words.lessonWords(p.lesson_id));
  registerCall(app, unitWordsCall, (p) => words.unitWords(p.unit_id));
  registerCall(app, wordDetailCall, (p) => words.word(p.word));
  registerCall(app, dictationStartCall, (p, { user }) => dictation.start(user.id, p));
  registerCall(app, dictationSubmitCall, (p, { user }) => dictation.submit(user.id, p.id, p.mode, p.marks));
  registerCall(app, dictationHistoryCall, (_p, { user }) => dictation.history(user.id));
  registerCall(app, wordPracticeStartCall, (p, { user }) => practice.start(user.id, p.lesson_id, p.kind, p.seed));
  registerCall(app, wordPracticeSubmitCall, (p, { user }) => practice.submit(user.id, p.id, p.answers));
  registerCall(app, wordPracticeHistoryCall, (p, { user }) => practice.history(user.id, p.lesson_id));
  registerCall(app, wordListCall, (p) => lists.open(p.code));
  registerCall(app, wordListCreateCall, (p, { user }) => lists.create(user, p.name, p.words));
  registerCall(app, wordListMineCall, (_p, { user }) => lists.mine(user));
  registerCall(app, wordListDeleteCall, (p, { user }) => lists.remove(user, p.code));
  registerCall(app, wordAudioDeleteCall, (p, { user }) => audio.remove(user, p.word));

  // Fetched by <audio>, so a missing file is a real HTTP 404 (with the envelope).
  app.get<{ Params: { file: string } }>(`${WORD_AUDIO_PATH}/:file`, async (request, reply) => {
    const found = await audio.file(request.params.file);
    if (!found) return sendNotFound(reply, '录音不存在');
    return sendMedia(request, reply, found.source, {
      type: found.mime,
      cache: AUDIO_CACHE,
      missingMessage: '录音不存在',
    });
  });

  await registerUploadCall(app, wordAudioUploadCall, RECORDING_UPLOAD, (p, user, file) =>
    audio.upload(user, p.word, file),
  );
}
