import { RECITATION_MAX_BYTES, type TextbookVolumeSummary } from '@yuwen/protocol';
import { useId, useState } from 'react';
import { PageLoading } from '../../../components/page-state/page-state';
import { useTextbookVolume } from '../../../components/textbook-volume/api/textbook-volume.api';
import { useVolumeChoice } from '../../../components/textbook-volume/use-volume-choice';
import { VolumePicker } from '../../../components/textbook-volume/volume-picker';
import { toast } from '../../../components/toast/toast-store';
import { failureMessage } from '../../../lib/http-transport';
import { useDeleteWordAudio, useRecordedLessonWords, useUploadWordAudio } from '../api/word-audio.api';
import { RecordingRow } from './recording-row';
import './word-manager.css';

const MAX_MB = RECITATION_MAX_BYTES / 1024 / 1024;

/** The chosen lesson's words: each with its recording (play, replace, delete) or an upload. */
function LessonWordRecordings({ lessonId }: { lessonId: number }) {
  const words = useRecordedLessonWords(lessonId);
  const upload = useUploadWordAudio();
  const remove = useDeleteWordAudio();
  if (words.isPending) return <PageLoading />;
  if (words.isError) return <p className="yw-manage-error">{failureMessage(words.error)}</p>;
  if (words.data.words.length === 0) return <p className="yw-manage-hint">这一课没有词语。</p>;
  const failedWord = upload.isError ? upload.variables?.word : undefined;
  return (
    <>
      {words.data.source === 'selection' && (
        <p className="yw-manage-hint">课本这一课没有词语表，下面是我们从常用词里选的词语。</p>
      )}
      <ul className="yw-word-audio-list" data-testid="word-audio-words">
        {words.data.words.map((word) => (
          <RecordingRow
            key={word.word}
            name={word.word}
            title={word.word}
            detail={word.pinyin}
            url={word.teacher_audio}
            uploading={upload.isPending && upload.variables?.word === word.word}
            disabled={upload.isPending}
            deleting={remove.isPending}
            error={failedWord === word.word ? failureMessage(upload.error) : undefined}
            testIdPrefix="word-audio"
            onFile={(file) =>
              upload.mutate(
                { word: word.word, file },
                { onSuccess: () => toast.success(`已上传「${word.word}」的老师录音`) },
              )
            }
            onDelete={() =>
              remove.mutate(word.word, {
                onSuccess: () => toast.success(`已删除「${word.word}」的老师录音`),
                onError: (error) => toast.error(failureMessage(error)),
              })
            }
          />
        ))}
      </ul>
    </>
  );
}

/** The chosen volume's lessons by unit, to pick the one whose words are recorded. */
function LessonSelect({
  volume,
  lessonId,
  onChoose,
}: {
  volume: TextbookVolumeSummary;
  lessonId: number | undefined;
  onChoose: (lessonId: number) => void;
}) {
  const id = useId();
  const answer = useTextbookVolume(volume.id);
  if (answer.isPending) return <PageLoading />;
  if (answer.isError) return <p className="yw-manage-error">{failureMessage(answer.error)}</p>;
  const lessons = answer.data.units.flatMap((unit) => unit.lessons);
  const chosen = lessons.find((lesson) => lesson.id === lessonId) ?? lessons[0];
  if (!chosen) return <p className="yw-manage-hint">{volume.name}的课文还在整理中。</p>;
  return (
    <>
      <label className="yw-word-audio-lesson" htmlFor={id}>
        课文
        <select
          id={id}
          value={chosen.id}
          onChange={(e) => onChoose(Number(e.target.value))}
          data-testid="word-audio-lesson"
        >
          {answer.data.units.map((unit) => (
            <optgroup key={unit.id} label={unit.title}>
              {unit.lessons.map((lesson) => (
                <option key={lesson.id} value={lesson.id}>
                  {lesson.number ? `${lesson.number} ` : ''}
                  {lesson.title}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </label>
      <LessonWordRecordings key={chosen.id} lessonId={chosen.id} />
    </>
  );
}

/** 词语录音: teachers' recordings of words, said in 听写 instead of the device voice. */
export function WordAudioManager() {
  const choice = useVolumeChoice();
  const [lessonId, setLessonId] = useState<number>();
  const { volumes, chosen } = choice;
  return (
    <section className="yw-manage-section" aria-labelledby="manage-word-audio-title" data-testid="word-audio-manager">
      <h2 id="manage-word-audio-title" className="yw-section-title">
        词语录音
      </h2>
      <p className="yw-manage-hint">
        选一课，给词语上传老师的录音（WebM、Ogg、MP4、MP3 或 WAV，{MAX_MB}MB
        以内）。学生听写到这个词语时播放老师的录音；没有录音的词语由设备朗读。每个词语保留最新的一份。
      </p>
      {volumes.isError ? (
        <p className="yw-manage-error">{failureMessage(volumes.error)}</p>
      ) : volumes.data?.length === 0 ? (
        <p className="yw-manage-hint">课本正在准备中。</p>
      ) : !chosen || !volumes.data ? (
        <PageLoading />
      ) : (
        <>
          <VolumePicker
            volumes={volumes.data}
            chosen={chosen}
            onChoose={(volume) => {
              choice.choose(volume);
              setLessonId(undefined);
            }}
            testIdPrefix="word-audio"
          />
          <LessonSelect volume={chosen} lessonId={lessonId} onChoose={setLessonId} />
        </>
      )}
    </section>
  );
}
