/**
 * Every cached textbook answer starts with this key: a page that changes a pupil's marks (识字,
 * 作业) refreshes them all at once.
 */
export const TEXTBOOK_KEY = ['textbook'] as const;
