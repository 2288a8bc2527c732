import {
  exerciseHistoryCall,
  exerciseStartCall,
  exerciseSubmitCall,
  lessonPlanCall,
  lessonPlanSaveCall,
  textbookLessonCall,
  textbookUnitCall,
  textbookVolumeCall,
  textbookVolumesCall,
} from '@yuwen/protocol';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/protocol.plugin.js';
import type { ExerciseService } from './exercise.service.js';
import type { TextbookService } from './textbook.service.js';

/** resource/content naming a lesson answers the lesson; with `id` it stays the content kit's item call. */
const namesLesson = (raw: Record<string, unknown>) => raw.lesson_id !== undefined;

export function tbjxRoutes(app: FastifyInstance, textbook: TextbookService, exercises: ExerciseService): void {
  registerCall(app, textbookVolumesCall, () => textbook.volumes());
  registerCall(app, textbookVolumeCall, (p, { user }) => textbook.volume(user.id, p.id));
  registerCall(app, textbookUnitCall, (p, { user }) => textbook.unit(user.id, p.id));
  registerCall(app, textbookLessonCall, (p, { user }) => textbook.lesson(user.id, p.lesson_id), { when: namesLesson });
  registerCall(app, exerciseStartCall, (p, { user }) => exercises.start(user.id, p.lesson_id, p.kind));
  registerCall(app, exerciseSubmitCall, (p, { user }) => exercises.submit(user.id, p.id, p.answers));
  registerCall(app, exerciseHistoryCall, (p, { user }) => exercises.history(user.id, p.lesson_id));
  registerCall(app, lessonPlanCall, (p, { user }) => textbook.plan(user, p.lesson_id));
  registerCall(app, lessonPlanSaveCall, (p, { user }) => textbook.savePlan(user, p.lesson_id, p.body));
}
