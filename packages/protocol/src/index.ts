/** @yuwen/protocol — the contract between server and web (spec §3, §7, §8, §9). */

export * from './calls/bpcy.calls.js';
export * from './calls/character.calls.js';
export * from './calls/component.calls.js';
export * from './calls/content.calls.js';
export * from './calls/define-call.js';
export * from './calls/hzzy.calls.js';
export * from './calls/hzzy-training.calls.js';
export * from './calls/learn-record.calls.js';
export * from './calls/membership.calls.js';
export * from './calls/module.calls.js';
export * from './calls/paging.js';
export * from './calls/passport.calls.js';
export * from './calls/poem.calls.js';
export * from './calls/poem-audio.calls.js';
export * from './calls/poem-test.calls.js';
export * from './calls/poet.calls.js';
export * from './calls/recitation.calls.js';
export * from './calls/search.calls.js';
export * from './calls/system.calls.js';
export * from './calls/textbook.calls.js';
export * from './calls/user.calls.js';
export * from './constants.js';
export * from './entities.js';
export * from './envelope.js';
export * from './errors.js';
export * from './pinyin.js';
