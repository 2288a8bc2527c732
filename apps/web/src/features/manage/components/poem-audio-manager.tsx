import { type PoemAudioCandidate, RECITATION_MAX_BYTES } from '@yuwen/protocol';
import { type FormEvent, useState } from 'react';
import { PageLoading } from '../../../components/page-state/page-state';
import { toast } from '../../../components/toast/toast-store';
import { byline } from '../../../lib/byline';
import { failureMessage } from '../../../lib/http-transport';
import { useDeletePoemAudio, usePoemAudioList, usePoemCandidates, useUploadPoemAudio } from '../api/poem-audio.api';
import { FileButton } from './file-button';
import { ManageError } from './manage-error';

const MAX_MB = RECITATION_MAX_BYTES / 1024 / 1024;

/** Which poem this is: author, collection, and whether a recording already stands (an upload replaces it). */
function candidateDetail(poem: PoemAudioCandidate): string {
  const parts = [byline(poem.dynasty, poem.author), poem.collection_name, poem.recorded ? '已有老师录音' : ''];
  return ` ${parts.filter(Boolean).join(' · ')}`;
}

/** Choose a poem by its title (and collection), then upload the recording of it. */
function UploadForm() {
  const [keyword, setKeyword] = useState('');
  const [poem, setPoem] = useState<PoemAudioCandidate>();
  const [file, setFile] = useState<File>();
  const found = usePoemCandidates(poem ? '' : keyword);
  const upload = useUploadPoemAudio();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!poem || !file) return;
    upload.mutate(
      { poemId: poem.poem_id, file },
      {
        onSuccess: (saved) => {
          toast.success(`已上传《${saved.title}》的老师录音`);
          setPoem(undefined);
          setKeyword('');
          setFile(undefined);
        },
      },
    );
  };

  return (
    <form className="yw-manage-form yw-poem-audio-form" onSubmit={submit} data-testid="poem-audio-form">
      {poem ? (
        <p className="yw-poem-audio-form__chosen" data-testid="poem-audio-chosen">
          《{poem.title}》{candidateDetail(poem)}
          <button type="button" className="yw-link-button" onClick={() => setPoem(undefined)}>
            换一首
          </button>
        </p>
      ) : (
        <label>
          诗文题目
          <input
            value={keyword}
            onChange={(e) => setKeyword(e.target.value)}
            maxLength={40}
            data-testid="poem-audio-search"
          />
        </label>
      )}
      {!poem && keyword.trim() !== '' && (
        <div className="yw-poem-audio-form__results" data-testid="poem-audio-results">
          {found.isPending ? (
            <p className="yw-manage-hint">查找中...</p>
          ) : found.isError ? (
            <p className="yw-manage-error">{failureMessage(found.error)}</p>
          ) : found.data.length === 0 ? (
            <p className="yw-manage-hint">没有找到这首诗文。</p>
          ) : (
            found.data.map((item) => (
              <button
                key={item.poem_id}
                type="button"
                className="yw-button yw-button--soft"
                data-testid="poem-audio-candidate"
                onClick={() => setPoem(item)}
              >
                《{item.title}》{candidateDetail(item)}
              </button>
            ))
          )}
        </div>
      )}
      <div className="yw-manage-form__field">
        <span>录音文件（WebM、Ogg、MP4、MP3 或 WAV，{MAX_MB}MB 以内）</span>
        <FileButton
          text="选择录音"
          accept="audio/*"
          label="录音文件"
          chosen={file?.name ?? '还没有选择文件'}
          onFile={setFile}
          testId="poem-audio-file"
        />
      </div>
      <div className="yw-manage-form__actions">
        <button type="submit" className="yw-button" disabled={!poem || !file || upload.isPending}>
          {upload.isPending ? '上传中...' : '上传老师录音'}
        </button>
      </div>
      <ManageError error={upload.error} />
    </form>
  );
}

/** 老师录音: teachers' real recordings of poems, played instead of the syllable-by-syllable reading. */
export function PoemAudioManager() {
  const list = usePoemAudioList();
  const remove = useDeletePoemAudio();
  return (
    <section className="yw-manage-section" aria-labelledby="manage-poem-audio-title" data-testid="poem-audio-manager">
      <h2 id="manage-poem-audio-title" className="yw-section-title">
        老师录音
      </h2>
      <p className="yw-manage-hint">
        上传老师朗读整首诗的真实录音；学生的朗读、循环诵读和经典有声会播放它，代替按音节逐字朗读。每首诗保留最新的一份。
      </p>
      <UploadForm />
      {list.isPending ? (
        <PageLoading />
      ) : list.isError ? (
        <p className="yw-manage-error">{failureMessage(list.error)}</p>
      ) : list.data.length === 0 ? (
        <p className="yw-manage-hint">还没有上传过老师录音。</p>
      ) : (
        <ul className="yw-poem-audio-list" data-testid="poem-audio-list">
          {list.data.map((audio) => (
            <li key={audio.poem_id} className="yw-poem-audio-item" data-testid="poem-audio-item">
              <span className="yw-batch__title">
                《{audio.title}》{audio.author} · {audio.collection_name}
              </span>
              {/* biome-ignore lint/a11y/useMediaCaption: a reading of the poem printed above; no captions exist. */}
              <audio controls preload="none" src={audio.url} />
              <button
                type="button"
                className="yw-link-button"
                disabled={remove.isPending}
                onClick={() =>
                  remove.mutate(audio.poem_id, {
                    onSuccess: () => toast.success(`已删除《${audio.title}》的老师录音`),
                    onError: (error) => toast.error(failureMessage(error)),
                  })
                }
              >
                删除
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
