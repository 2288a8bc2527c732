import { useEffect, useRef, useState } from 'react';
import { type AudioRecorder, createAudioRecorder } from '../../../platform/audio-record';

/** The teacher's spoken answer: 录一段话, stop, listen back, 重录 or 去掉. Web recordings only. */
export function VoiceRecorder({
  value,
  onChange,
}: {
  value: Blob | undefined;
  onChange: (b: Blob | undefined) => void;
}) {
  const recorder = useRef<AudioRecorder>(undefined);
  const [recording, setRecording] = useState(false);
  const [problem, setProblem] = useState('');
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!value) return setUrl(undefined);
    const made = URL.createObjectURL(value);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [value]);

  const start = async () => {
    setProblem('');
    try {
      recorder.current = createAudioRecorder();
      await recorder.current.start();
      setRecording(true);
    } catch {
      setProblem('没有得到麦克风权限，请在设置中允许录音');
    }
  };
  const stop = async () => {
    setRecording(false);
    const done = await recorder.current?.stop();
    if (done?.kind === 'blob') onChange(done.blob);
    else setProblem('这台设备上请用文字或图片回答');
  };

  return (
    <div className="yw-ask-voice" data-testid="ask-voice">
      {url && !recording && (
        // biome-ignore lint/a11y/useMediaCaption: the teacher listening back to their own words; the written answer is beside it.
        <audio controls src={url} className="yw-ask-audio" />
      )}
      <div className="yw-ask-picture__actions">
        {recording ? (
          <button type="button" className="yw-button" onClick={stop}>
            停止录音
          </button>
        ) : (
          <button type="button" className="yw-button yw-button--soft" onClick={start}>
            {value ? '重录' : '录一段话'}
          </button>
        )}
        {value && !recording && (
          <button type="button" className="yw-ask-link" onClick={() => onChange(undefined)}>
            去掉录音
          </button>
        )}
      </div>
      {problem && (
        <p className="yw-ask-error" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
