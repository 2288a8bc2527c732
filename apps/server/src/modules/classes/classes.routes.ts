import {
  assignmentCreateCall,
  assignmentDeleteCall,
  assignmentHandInCall,
  assignmentMarkCall,
  assignmentWriteCall,
  classArchiveCall,
  classCreateCall,
  classExportCall,
  classJoinCall,
  classJoinedCall,
  classLeaveCall,
  classRemoveMemberCall,
  classRenameCall,
  classTeachingCall,
  classViewCall,
  myAssignmentsCall,
  teacherCreateCall,
} from '@yuwen/protocol';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../plugins/app-error.js';
import { authenticateCall, describeIssues, readParams, registerCall } from '../../plugins/protocol.plugin.js';
import type { ClassesService } from './classes.service.js';

/** Teachers and classes (issue 17): HTTP only; the service checks roles and ownership. */
export async function classesRoutes(app: FastifyInstance, service: ClassesService): Promise<void> {
  registerCall(app, teacherCreateCall, (p, { user }) => service.createTeacher(user, p));

  registerCall(app, classTeachingCall, (_p, { user }) => service.teaching(user));
  registerCall(app, classCreateCall, (p, { user }) => service.createClass(user, p.name, p.grade));
  registerCall(app, classRenameCall, (p, { user }) => service.renameClass(user, p.class_id, p.name));
  registerCall(app, classArchiveCall, (p, { user }) => service.archiveClass(user, p.class_id));
  registerCall(app, classRemoveMemberCall, (p, { user }) => service.removeMember(user, p.class_id, p.pupil_id));
  registerCall(app, classViewCall, (p, { user }) => service.view(user, p.class_id));
  registerCall(app, assignmentCreateCall, (p, { user }) => service.createAssignment(user, p));
  registerCall(app, assignmentDeleteCall, (p, { user }) => service.deleteAssignment(user, p.assignment_id));
  registerCall(app, assignmentMarkCall, (p, { user }) => service.mark(user, p));

  registerCall(app, classJoinCall, (p, { user }) => service.join(user, p.code));
  registerCall(app, classLeaveCall, (p, { user }) => service.leave(user, p.class_id));
  registerCall(app, classJoinedCall, (_p, { user }) => service.joined(user));
  registerCall(app, myAssignmentsCall, (_p, { user }) => service.myAssignments(user));
  registerCall(app, assignmentHandInCall, (p, { user }) => service.handIn(user, p.assignment_id, p.recitation_id));
  registerCall(app, assignmentWriteCall, (p, { user }) => service.written(user, p.assignment_id, p.char));

  // A file rather than an envelope: the browser downloads it (the session rides in the query).
  app.get(classExportCall.path, async (request, reply) => {
    const raw = readParams(request);
    const user = await authenticateCall(request, classExportCall, raw);
    const parsed = classExportCall.params.safeParse(raw);
    if (!parsed.success) throw AppError.badRequest(describeIssues(parsed.error));
    const { name, csv } = await service.exportCsv(user, parsed.data.class_id);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header(
        'content-disposition',
        `attachment; filename="results.csv"; filename*=UTF-8''${encodeURIComponent(name)}.csv`,
      )
      .header('cache-control', 'private, no-store')
      .send(csv);
  });
}
