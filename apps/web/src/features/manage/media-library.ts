import { MEDIA_MAX_BYTES, type MediaKind, type Module, type ResourceCategory } from '@yuwen/protocol';

/** A choice of a nested list, with how deep it stands (for indenting the option). */
export interface TreeOption {
  id: number;
  name: string;
  depth: number;
}

/** Modules or categories, parents before their children, each with its depth. */
export function treeOptions(nodes: readonly (Module | ResourceCategory)[], depth = 0): TreeOption[] {
  return nodes.flatMap((node) => [
    { id: node.id, name: node.name, depth },
    ...treeOptions((node.children ?? []) as (Module | ResourceCategory)[], depth + 1),
  ]);
}

/** An option's label, indented by depth (select options cannot be styled per level). */
export function optionLabel(option: TreeOption): string {
  return `${'　'.repeat(option.depth)}${option.depth > 0 ? '└ ' : ''}${option.name}`;
}

/** The kind a file is, by its type (the server checks the content itself); undefined when not one we take. */
export function fileKind(file: Pick<File, 'type' | 'name'>): MediaKind | undefined {
  const type = file.type.toLowerCase();
  if (type.startsWith('video/')) return 'video';
  if (type.startsWith('image/')) return 'image';
  if (type.startsWith('audio/')) return 'audio';
  const ext = file.name.toLowerCase().split('.').pop() ?? '';
  if (['mp4', 'webm', 'm4v', 'mov'].includes(ext)) return 'video';
  if (['png', 'jpg', 'jpeg', 'webp'].includes(ext)) return 'image';
  if (['mp3', 'm4a', 'ogg', 'oga', 'wav'].includes(ext)) return 'audio';
  return undefined;
}

/** Why a file cannot be uploaded, in Chinese, or undefined when it may go. */
export function fileProblem(file: Pick<File, 'type' | 'name' | 'size'>): string | undefined {
  const kind = fileKind(file);
  if (!kind) return '只能上传视频（MP4、WebM）、图片（PNG、JPEG、WebP）或音频（MP3、M4A、OGG、WAV）';
  if (file.size === 0) return '这个文件是空的';
  const max = MEDIA_MAX_BYTES[kind];
  if (file.size > max) {
    const names: Record<MediaKind, string> = { video: '视频', image: '图片', audio: '音频' };
    return `${names[kind]}不能超过 ${Math.round(max / 1024 / 1024)}MB`;
  }
  return undefined;
}

/** The title an upload gets when the teacher gave none: the file name without its extension. */
export function defaultTitle(fileName: string): string {
  return fileName.replace(/\.[^.]+$/, '').slice(0, 60);
}

/** How far an upload has gone, 0–100 (0 while the total is unknown). */
export function percentOf(loaded: number, total: number): number {
  if (!(total > 0)) return 0;
  return Math.min(100, Math.max(0, Math.round((loaded / total) * 100)));
}

/** Finds a category (anywhere in the tree) by id. */
export function findCategory(tree: readonly ResourceCategory[], id: number): ResourceCategory | undefined {
  for (const node of tree) {
    if (node.id === id) return node;
    const inside = findCategory(node.children ?? [], id);
    if (inside) return inside;
  }
  return undefined;
}
