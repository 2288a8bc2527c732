import type { ImportSource } from './import-source.js';
import { moduleTreeSource } from './sources/module-tree/module-tree.source.js';

/** Every source of the content catalogue, in load order (later sources hang content on the tree). */
export const SOURCES: readonly ImportSource[] = [moduleTreeSource];
