/** Business constants and limits of spec §9, shared by server and web. */

/** A call with no answer after this long fails with code 99 (spec §8). */
export const REQUEST_TIMEOUT_MS = 7000;
/** After this long since login, the next user call first re-logs in silently (spec §4). */
export const SESSION_REFRESH_THRESHOLD_MS = 7_000_000;
/** Server-side token lifetime: a little longer than the client's refresh threshold, so a
 * client that refreshes on time never meets an expired token. */
export const TOKEN_LIFETIME_MS = SESSION_REFRESH_THRESHOLD_MS + 30 * 60 * 1000;
/** POST/PUT bodies longer than this travel in the body header as a temp storage key. */
export const BODY_HEADER_CUTOFF = 200;
/** The header that carries a copy of the form body (or a temp storage key), for webviews that drop bodies. */
export const BODY_HEADER = 'x-request-body';
/** Storage keys of bodies parked for the body header; removed at client start-up. */
export const TEMP_BODY_KEY_PREFIX = 'ios_post_temp_';

/** Character lookup gestures (spec §9). */
export const LONG_PRESS_LOOKUP_MS = 750;
export const DOUBLE_CLICK_LOOKUP_DELAY_MS = 50;

/** Toasts (spec §8/§9). */
export const TOAST_DEFAULT_DURATION_MS = 2000;
export const TOAST_TRANSITION_MS = 300;
/** The short toasts of spec §8 (module load failure, non-Chinese lookup) last 1 s. */
export const TOAST_SHORT_DURATION_MS = 1000;
/** Loading image shows only when waiting lasts longer than this. */
export const LOADING_IMAGE_DELAY_MS = 300;

/** Handwriting board line widths (spec §9): 5, and 8 on desktop while drawing. */
export const WRITING_LINE_WIDTH = 5;
export const WRITING_LINE_WIDTH_DESKTOP = 8;

/** Desktop stage: aspect ratio (width / height) kept within these limits; root font = height / 10.8. */
export const DESKTOP_ASPECT_MIN = 1.2;
export const DESKTOP_ASPECT_MAX = 2;
export const DESKTOP_ROOT_FONT_DIVISOR = 10.8;
/** The view pattern value that means the desktop layout. */
export const VIEW_PATTERN_DESKTOP = 1;

/** Status-bar margin of non-iOS app webviews (0 on iOS). */
export const STATUS_BAR_MARGIN_REM = 0.32;
/** Safe-area bottom margin cap for product 63. */
export const SAFE_AREA_BOTTOM_CAP = 20;

/** Client configuration (spec §3). */
export const APP_VERSION_CODE = 184;

/** Every call carries these two parameters (spec §7). */
export const COMMON_PARAMS = { multi_status_code: '0', version: 'v2' } as const;

/** Product ids (spec §9). */
export const PRODUCT = {
  default: 44,
  android: 45,
  ios: 46,
  classroom: 96,
  classroomMiniProgram: 99,
  safeAreaCapped: 63,
} as const;
export const CLASSROOM_PRODUCTS: readonly number[] = [PRODUCT.classroom, PRODUCT.classroomMiniProgram];

/** A video id the product hides from lists (spec §9). */
export const HIDDEN_VIDEO_ID = 42878;

/** The stored module ids of spec §3: fixed ids the client routes by. */
export const MODULE_IDS = {
  zjkt: 8,
  bpcy: 158,
  bpzw: 156,
  kszx: 1395,
  hzzy_pyxx: 821,
  hzzy_hzcs: 822,
  hzzy_jbzy: 823,
  hzzy_bphz: 824,
  hzzy_hzxl: 1,
  hzzy_zyzd: 825,
  bpyd_library: 1588,
} as const;
export type StoredModuleKey = keyof typeof MODULE_IDS;

/** Lookup accepts only Chinese characters (spec §5): CJK unified ideographs and extension A. */
export const CHINESE_CHAR_PATTERN = /[\u3400-\u4dbf\u4e00-\u9fff]/u;
