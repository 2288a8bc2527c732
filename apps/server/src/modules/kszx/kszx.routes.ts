import {
  kszxAnswerCall,
  kszxAttemptCall,
  kszxAttemptStartCall,
  kszxCityCall,
  kszxCountyCall,
  kszxHistoryCall,
  kszxMyPapersCall,
  kszxPaperCall,
  kszxPaperDeleteCall,
  kszxPaperImportCall,
  kszxPaperRegionCall,
  kszxPaperSourceCall,
  kszxPapersCall,
  kszxPaperUpdateCall,
  kszxPracticeCall,
  kszxProvinceCall,
  kszxSubmitCall,
  kszxWrongBookCall,
} from '@yuwen/protocol';
import type { FastifyInstance } from 'fastify';
import { packageFile, sendMedia, sendNotFound } from '../../plugins/media-sender.js';
import { registerCall } from '../../plugins/protocol.plugin.js';
import type { MediaService } from '../media/media.service.js';
import type { KszxService } from './kszx.service.js';
import { listCities, listCounties, listProvinces } from './regions.js';

export function kszxRoutes(app: FastifyInstance, kszx: KszxService, media: MediaService): void {
  registerCall(app, kszxPapersCall, (p, { user }) => kszx.papers(user.id, p.volume, p.kind, p.region));
  registerCall(app, kszxProvinceCall, async () => listProvinces());
  registerCall(app, kszxCityCall, async (p) => listCities(p.province));
  registerCall(app, kszxCountyCall, async (p) => listCounties(p.city));
  registerCall(app, kszxPaperRegionCall, (p, { user }) => kszx.setPaperRegion(user, p.paper_id, p.region));
  registerCall(app, kszxPaperCall, (p, { user }) => kszx.paper(user.id, p.paper_id));
  registerCall(app, kszxAttemptStartCall, (p, { user }) => kszx.start(user.id, p.paper_id));
  registerCall(app, kszxAttemptCall, (p, { user }) => kszx.attempt(user.id, p.attempt_id));
  registerCall(app, kszxAnswerCall, (p, { user }) => kszx.saveAnswer(user.id, p.attempt_id, p.index, p.answer));
  registerCall(app, kszxSubmitCall, (p, { user }) => kszx.submit(user.id, p.attempt_id));
  registerCall(app, kszxHistoryCall, (_p, { user }) => kszx.history(user.id));
  registerCall(app, kszxWrongBookCall, (_p, { user }) => kszx.wrongBook(user.id));
  registerCall(app, kszxPaperImportCall, (p, { user }) => kszx.importPaper(user, p.text));
  registerCall(app, kszxMyPapersCall, (_p, { user }) => kszx.myPapers(user));
  registerCall(app, kszxPaperSourceCall, (p, { user }) => kszx.paperSource(user, p.paper_id));
  registerCall(app, kszxPaperUpdateCall, (p, { user }) => kszx.updatePaper(user, p.paper_id, p.text));
  registerCall(app, kszxPaperDeleteCall, (p, { user }) => kszx.deletePaper(user, p.paper_id));
  registerCall(app, kszxPracticeCall, (p, { user }) => kszx.practice(user.id, p.volume, p.type));

  // A 写字 question's stroke data under an address naming the attempt, not the character.
  app.get<{ Params: { file: string } }>('/exam-strokes/:file', async (request, reply) => {
    const [, attempt, index, secret] = /^(\d{1,9})-(\d{1,2})-([0-9a-f]{24})\.json$/.exec(request.params.file) ?? [];
    const char = attempt && secret ? await kszx.strokeChar(Number(attempt), Number(index), secret) : undefined;
    const path = char ? media.strokeDataPath(char) : undefined;
    if (!path) return sendNotFound(reply);
    return sendMedia(request, reply, packageFile(path), {
      type: 'application/json; charset=utf-8',
      cache: 'private, max-age=3600',
    });
  });
}
