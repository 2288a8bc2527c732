import type { CharacterBrowseRow, TextbookLessonRow, TextbookRepository } from '@yuwen/db';
import { type Crumb, type LessonPlan, TBJX_MODULE_ID, type TextbookLesson } from '@yuwen/protocol';
import { AppError } from '../../plugins/app-error.js';
import { requireRole, type SessionUser } from '../../plugins/auth.plugin.js';
import { Cached, type HzzyService } from '../hzzy/hzzy.service.js';
import { lessonChars, parseClassics, presentLessonSummary, presentUnit, presentVolume } from './textbook.presenter.js';

type Teacher = Pick<SessionUser, 'id' | 'role'>;

/** What a lesson shows that is the same for every pupil; the textbook changes only on import. */
interface LessonFrame {
  /** The lesson as every pupil sees it, but for the character tiles, which carry the pupil's marks. */
  shared: Omit<TextbookLesson, 'shizi' | 'xiezi' | 'shizi_review'>;
  shizi: CharacterBrowseRow[];
  xiezi: CharacterBrowseRow[];
  review: CharacterBrowseRow[];
}

/** Splits a text into paragraphs at blank lines. */
const paragraphsOf = (body: string) =>
  body
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p !== '');

/**
 * 同步教学 (issue 13): the textbook's volumes, units and lessons with each pupil's progress (the
 * learned marks of 汉字字源, so a character learned anywhere counts everywhere), and lesson plans.
 */
export class TextbookService {
  private readonly frames = new Map<number, Cached<LessonFrame>>();

  constructor(
    private readonly repo: TextbookRepository,
    private readonly hzzy: HzzyService,
  ) {}

  async volumes() {
    return (await this.repo.listVolumes()).map(presentVolume);
  }

  /** A predicate telling whether the pupil marked a character learned, over these lessons' characters. */
  private async learnedOf(userId: number, lessons: readonly TextbookLessonRow[]) {
    const rows = await this.hzzy.rowsOf(new Set(lessons.flatMap(lessonChars)));
    const learned = await this.hzzy.learnedAmong(userId, rows);
    const chars = new Set(rows.filter((row) => learned.has(row.id)).map((row) => row.char));
    return (char: string) => chars.has(char);
  }

  async volume(userId: number, id: number) {
    const volume = await this.repo.findVolume(id);
    if (!volume) throw AppError.notFound('没有这一册课本');
    const [units, lessons] = await Promise.all([this.repo.listUnits(id), this.repo.listLessons(id)]);
    const learned = await this.learnedOf(userId, lessons);
    return {
      ...presentVolume(volume),
      units: units.map((unit) =>
        presentUnit(
          unit,
          lessons.filter((lesson) => lesson.unit_id === unit.category_id),
          learned,
        ),
      ),
    };
  }

  private async crumbs(volumeId: number, unitId?: number, lesson?: TextbookLessonRow): Promise<Crumb[]> {
    const [volume, unit] = await Promise.all([
      this.repo.findVolume(volumeId),
      unitId === undefined ? undefined : this.repo.findUnit(unitId),
    ]);
    const crumbs: Crumb[] = [{ id: TBJX_MODULE_ID, name: '同步教学' }];
    if (volume) crumbs.push({ id: volume.category_id, name: presentVolume(volume).name });
    if (unit) crumbs.push({ id: unit.category_id, name: unit.title });
    if (lesson) crumbs.push({ id: lesson.category_id, name: lesson.title });
    return crumbs;
  }

  async unit(userId: number, id: number) {
    const unit = await this.repo.findUnit(id);
    if (!unit) throw AppError.notFound('没有这个单元');
    const lessons = await this.repo.listLessons(unit.volume_id, id);
    const learned = await this.learnedOf(userId, lessons);
    return { ...presentUnit(unit, lessons, learned), breadcrumbs: await this.crumbs(unit.volume_id, id) };
  }

  /** A lesson's row, or the not-found envelope. */
  async findLesson(id: number): Promise<TextbookLessonRow> {
    const lesson = await this.repo.findLesson(id);
    if (!lesson) throw AppError.notFound('没有这一课');
    return lesson;
  }

  /**
   * The characters a pupil has met by the end of a lesson: every lesson of the volumes before its
   * own (in book order) and of its own volume up to and including it.
   */
  async charsMetBy(lesson: TextbookLessonRow): Promise<Set<string>> {
    const volumes = (await this.repo.listVolumes()).map((volume) => volume.category_id);
    const earlier = volumes.slice(0, Math.max(0, volumes.indexOf(lesson.volume_id)));
    const lessons = (await Promise.all([...earlier, lesson.volume_id].map((id) => this.repo.listLessons(id)))).flat();
    return new Set(
      lessons.filter((row) => row.volume_id !== lesson.volume_id || row.sort <= lesson.sort).flatMap(lessonChars),
    );
  }

  /** A lesson's frame, loaded once; unknown ids are not kept, so probing them costs no memory. */
  private async frameOf(id: number): Promise<LessonFrame> {
    let frame = this.frames.get(id);
    if (!frame) {
      frame = new Cached(() => this.loadFrame(id), Date.now);
      this.frames.set(id, frame);
    }
    try {
      return await frame.get();
    } catch (error) {
      this.frames.delete(id);
      throw error;
    }
  }

  private async loadFrame(id: number): Promise<LessonFrame> {
    const lesson = await this.findLesson(id);
    const [shizi, xiezi, review, around, breadcrumbs] = await Promise.all([
      this.hzzy.rowsOf(lesson.shizi),
      this.hzzy.rowsOf(lesson.xiezi),
      this.hzzy.rowsOf(lesson.shizi_review),
      this.repo.neighbours(lesson),
      this.crumbs(lesson.volume_id, lesson.unit_id, lesson),
    ]);
    const shared = {
      ...presentLessonSummary(lesson, () => false),
      module_id: TBJX_MODULE_ID,
      breadcrumbs,
      volume_id: lesson.volume_id,
      unit_id: lesson.unit_id,
      words: JSON.parse(lesson.words) as string[],
      classics: parseClassics(lesson),
      previous_id: around.previous ?? 0,
      next_id: around.next ?? 0,
    };
    return { shared, shizi, xiezi, review };
  }

  /** A lesson as a pupil sees it: the kept frame with this pupil's marks (one look-up). */
  async lesson(userId: number, id: number): Promise<TextbookLesson> {
    const { shared, ...groups } = await this.frameOf(id);
    const [shizi = [], xiezi = [], review = []] = await this.hzzy.tileGroups(userId, [
      groups.shizi,
      groups.xiezi,
      groups.review,
    ]);
    return { ...shared, shizi, xiezi, shizi_review: review };
  }

  /** A lesson's 教案: teachers and admins only. */
  async plan(user: Teacher, lessonId: number): Promise<LessonPlan> {
    requireRole(user, 'teacher');
    await this.findLesson(lessonId);
    const plan = await this.repo.findPlan(lessonId);
    return {
      lesson_id: lessonId,
      paragraphs: plan ? paragraphsOf(plan.body) : [],
      updated_at: plan?.updated_at ?? 0,
      updated_by: plan?.author ?? '',
    };
  }

  /** Writes (or with an empty body removes) a lesson's 教案. */
  async savePlan(user: Teacher, lessonId: number, body: string, now = Date.now()): Promise<LessonPlan> {
    requireRole(user, 'teacher');
    await this.findLesson(lessonId);
    const text = body.trim();
    if (text === '') await this.repo.deletePlan(lessonId);
    else await this.repo.savePlan({ lesson_id: lessonId, body: text, updated_by: user.id, updated_at: now });
    return this.plan(user, lessonId);
  }
}
