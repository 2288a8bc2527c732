/** A pupil's place in a book reached a chapter at this time. */
export type ChapterReachedListener = (pupilId: number, bookId: number, chapter: number, at: number) => Promise<void>;

/**
 * Where a module that cares how far pupils have read registers (classes: a chapter set as 作业
 * counts as read the moment the pupil's place reaches it, whatever the place does afterwards).
 */
export class ChapterReached {
  private readonly listeners: ChapterReachedListener[] = [];

  register(listener: ChapterReachedListener): void {
    this.listeners.push(listener);
  }

  async tell(pupilId: number, bookId: number, chapter: number, at: number): Promise<void> {
    for (const listener of this.listeners) await listener(pupilId, bookId, chapter, at);
  }
}
