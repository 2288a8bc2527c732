/**
 * Every cached answer about the textbook's volumes starts with this key, whichever area asked: 同步教学,
 * 部编汉字, 部编词语 and the home screen share one cache, and a page that changes a pupil's learned
 * marks refreshes their progress at once.
 */
export const TEXTBOOK_VOLUME_KEY = ['textbook-volume'] as const;
