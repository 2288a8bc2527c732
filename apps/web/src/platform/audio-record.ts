import { type NativeRecordBridge, nativeBridge } from './native-bridge';

/** A finished recording: a file the native shell keeps, or a blob recorded in the page. */
export type Recording = { kind: 'native'; path: string } | { kind: 'blob'; blob: Blob };

/** Records the pupil's voice (recitation). */
export interface AudioRecorder {
  start(): Promise<void>;
  stop(): Promise<Recording>;
}

function nativeRecorder(bridge: NativeRecordBridge): AudioRecorder {
  return {
    start: async () => {
      await bridge.start();
    },
    stop: async () => ({ kind: 'native', path: await bridge.stop() }),
  };
}

function webRecorder(): AudioRecorder {
  let recorder: MediaRecorder | undefined;
  let chunks: Blob[] = [];
  return {
    async start() {
      const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
      chunks = [];
      recorder = new MediaRecorder(stream);
      recorder.addEventListener('dataavailable', (event) => chunks.push(event.data));
      recorder.start();
    },
    stop() {
      const active = recorder;
      if (!active) return Promise.reject(new Error('录音尚未开始'));
      recorder = undefined;
      return new Promise<Recording>((resolve) => {
        active.addEventListener(
          'stop',
          () => {
            for (const track of active.stream.getTracks()) track.stop();
            resolve({ kind: 'blob', blob: new Blob(chunks, { type: active.mimeType }) });
          },
          { once: true },
        );
        active.stop();
      });
    },
  };
}

/** A recorder on the native bridge when the shell has one, else on MediaRecorder. */
export function createAudioRecorder(): AudioRecorder {
  const bridge = nativeBridge()?.record;
  return bridge ? nativeRecorder(bridge) : webRecorder();
}
