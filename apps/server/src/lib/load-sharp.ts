import type Sharp from 'sharp';

let loading: Promise<typeof Sharp> | undefined;

/** sharp (libvips) takes ~190 ms to load: it loads on the first image handled, not on every start. */
export function loadSharp(): Promise<typeof Sharp> {
  loading ??= import('sharp').then((module) => module.default);
  return loading;
}
