import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

const require = createRequire(import.meta.url);

/** What search asks of a word splitter: the query's words (jieba's search mode in the server). */
export interface Segmenter {
  /** Starts loading the dictionary, if it has not begun (the search index build calls it). */
  start(): void;
  segment(text: string): Promise<string[]>;
}

/** Where the worker finds jieba and its bundled dictionary (resolved here, where node_modules is known). */
export interface JiebaModules {
  jieba: string;
  dict: string;
}

/**
 * The worker's whole program, run as a script (`eval`) so the server's bundle needs no file of its
 * own for it: load the dictionary, then answer each query with its words, in order.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { Jieba } = require(workerData.jieba);
const { dict } = require(workerData.dict);
const jieba = Jieba.withDict(dict);
parentPort.on('message', ({ id, text }) => parentPort.postMessage({ id, words: jieba.cutForSearch(text, true) }));
`;

/**
 * jieba in a worker thread of its own. Loading its dictionary is one native call of 0.2–0.4 s;
 * on the server's thread it held every call that arrived meanwhile, a few seconds after each start.
 * If the worker cannot load or dies, each query is taken as one word: search still finds it by
 * its characters, only without splitting it.
 */
export class JiebaSegmenter implements Segmenter {
  private worker: Worker | undefined;
  private readonly waiting = new Map<number, { text: string; done: (words: string[]) => void }>();
  private nextId = 0;
  private failed = false;

  constructor(
    private readonly warn: (error: unknown) => void,
    private readonly modules: JiebaModules = {
      jieba: require.resolve('@node-rs/jieba'),
      dict: require.resolve('@node-rs/jieba/dict'),
    },
  ) {}

  start(): void {
    if (this.worker || this.failed) return;
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: this.modules });
    // A query waiting on it keeps the server busy anyway; the worker alone never keeps a process up.
    worker.unref();
    worker.on('message', ({ id, words }: { id: number; words: string[] }) => {
      this.waiting.get(id)?.done(words);
      this.waiting.delete(id);
    });
    worker.on('error', (error) => this.fail(error));
    worker.on('exit', (code) => this.fail(new Error(`the jieba worker exited with code ${code}`)));
    this.worker = worker;
  }

  segment(text: string): Promise<string[]> {
    this.start();
    const worker = this.worker;
    if (this.failed || !worker) return Promise.resolve([text]);
    return new Promise((done) => {
      const id = this.nextId++;
      this.waiting.set(id, { text, done });
      worker.postMessage({ id, text });
    });
  }

  /** Stops the worker (the server's close); later queries are taken whole. */
  async close(): Promise<void> {
    const worker = this.worker;
    this.failed = true;
    this.answerWaitingWhole();
    if (worker) await worker.terminate();
  }

  private fail(error: unknown): void {
    if (this.failed) return;
    this.failed = true;
    this.warn(error);
    this.answerWaitingWhole();
  }

  private answerWaitingWhole(): void {
    for (const { text, done } of this.waiting.values()) done([text]);
    this.waiting.clear();
  }
}
