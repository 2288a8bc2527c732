import {
  gamePairsCall,
  gameRoundCall,
  reviewAnswerCall,
  reviewQueueCall,
  totalPointsCall,
  trainDetailListCall,
  trainDetailSubmitCall,
  trainLevelSubmitCall,
  trainLevelsCall,
  trainQuestionsCall,
} from '@yuwen/protocol';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../plugins/protocol.plugin.js';
import type { GameService } from './game.service.js';
import type { HzzyTrainingService } from './hzzy-training.service.js';

/** 汉字测试 and 汉字训练 (UserTrainDetail, UserTrainLevel), the review, 部编汉字, game pairs and points (totalPoints). */
export function hzzyTrainingRoutes(app: FastifyInstance, service: HzzyTrainingService, game: GameService): void {
  registerCall(app, trainQuestionsCall, async (p, { user }) => ({
    questions: await service.questions(user.id, p.source, p.number, p.count, p.write),
  }));
  registerCall(app, trainDetailSubmitCall, (p, { user }) => service.submitTest(user.id, p.group, p.answers));
  registerCall(app, trainDetailListCall, (p, { user }) => service.details(user.id, p.page, p.page_size));
  registerCall(app, trainLevelsCall, (_p, { user }) => service.levels(user.id));
  registerCall(app, trainLevelSubmitCall, (p, { user }) => service.submitLevel(user.id, p.level, p.answers));
  registerCall(app, reviewQueueCall, (_p, { user }) => service.reviewQueue(user.id));
  registerCall(app, reviewAnswerCall, (p, { user }) => service.submitReview(user.id, p.answers));
  registerCall(app, totalPointsCall, (_p, { user }) => service.points(user.id));
  registerCall(app, gamePairsCall, (p) => game.pairs(p.mode));
  registerCall(app, gameRoundCall, (p, { user }) => service.recordGameRound(user.id, p.matched, p.seconds_left));
}
