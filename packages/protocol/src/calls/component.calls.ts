import { z } from 'zod';
import { defineCall } from './define-call.js';

// 组字 (jbzy/zjjzy) and the parts on the formation page (jbzy/info). The pairs are derived from
// the stroke data (a character's radical strokes plus the strokes of another whole character),
// so only characters that split into a radical and one other component are covered.

const singleChar = (message: string) => z.string().refine((v) => /^\p{Script=Han}$/u.test(v), message);

/** A component with how many common (level-1) characters it builds with a radical. */
export const componentSummarySchema = z.object({
  component: z.string(),
  /** Its main reading ('' when the catalogue has none). */
  reading: z.string(),
  common: z.number(),
});
export type ComponentSummary = z.output<typeof componentSummarySchema>;

/** The components that build at least this many common characters, most productive first. */
export const COMPONENT_MIN_COMMON = 3;

/** The components to build with (component). */
export const componentsCall = defineCall({
  method: 'GET',
  path: '/api/study/ChineseCharacter/component',
  user: false,
  params: z.object({}),
  answer: z.object({ components: z.array(componentSummarySchema) }),
});

/** A character built from a radical and the component. */
export const componentBuildSchema = z.object({
  id: z.number(),
  char: z.string(),
  radical: z.string(),
  readings: z.array(z.string()),
  /** 1–3 (通用规范汉字表 level). */
  level: z.number(),
  /** The pupil dictionary's senses, '' when not written (see the dictionary's 基本释义). */
  basic_paraphrase: z.string(),
  /** The component's toneless syllable is one of the character's: it gives the sound. */
  sounds_alike: z.boolean(),
});
export type ComponentBuild = z.output<typeof componentBuildSchema>;

/** The characters one component builds with radicals, common ones first (component/builds). */
export const componentBuildsCall = defineCall({
  method: 'GET',
  path: '/api/study/ChineseCharacter/component/builds',
  user: false,
  params: z.object({ component: singleChar('部件有误') }),
  answer: z.object({ component: z.string(), reading: z.string(), builds: z.array(componentBuildSchema) }),
});

/** A character's formation facts, and how it splits into its radical and another component when the stroke data shows it. */
export const characterPartsCall = defineCall({
  method: 'GET',
  path: '/api/study/ChineseCharacter/component/parts',
  user: false,
  params: z.object({ char: singleChar('汉字有误') }),
  answer: z.object({
    char: z.string(),
    radical: z.string(),
    /** One of the 8 structure names (上下结构 …), '' when the data has none. */
    structure: z.string(),
    /** 形声 / 会意 where the data says so, '' otherwise. */
    formation: z.string(),
    stroke_count: z.number(),
    /** '' when the character does not split into its radical and one other character. */
    component: z.string(),
    component_reading: z.string(),
    sounds_alike: z.boolean(),
    /** Other characters built on the same component (common first, at most 12). */
    relatives: z.array(z.string()),
  }),
});
