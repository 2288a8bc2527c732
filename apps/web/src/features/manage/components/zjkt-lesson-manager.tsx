import {
  ZJKT_CHARS_MAX,
  ZJKT_IMAGES_MAX,
  ZJKT_LINKS_MAX,
  ZJKT_TEXT_MAX,
  ZJKT_TITLE_MAX,
  type ZjktLesson,
  type ZjktLink,
} from '@yuwen/protocol';
import { type FormEvent, useState } from 'react';
import { PageLoading } from '../../../components/page-state/page-state';
import { toast } from '../../../components/toast/toast-store';
import { failureMessage } from '../../../lib/http-transport';
import { useMediaLibrary } from '../api/media-library.api';
import {
  useDeleteLesson,
  useLinkTargets,
  useManagedLesson,
  useManagedLessons,
  usePublishLesson,
  useRemoveLessonImage,
  useSaveLesson,
  useUploadLessonImage,
} from '../api/zjkt-lessons.api';
import { FileButton } from './file-button';
import { ManageError } from './manage-error';
import './zjkt-manager.css';

const KIND_NAMES = { poem: '古诗', lesson: '课文', chars: '汉字' } as const;

/** A link to write: the lesson's or poem's id, or the characters (what the save call takes). */
const linkInput = (link: ZjktLink) =>
  link.kind === 'chars' ? { kind: link.kind, text: link.text } : { kind: link.kind, id: link.id };

/** Adds a link: a poem or a textbook lesson found by its title, or characters typed in. */
function LinkAdder({ onAdd }: { onAdd: (link: ZjktLink) => void }) {
  const [kind, setKind] = useState<'poem' | 'lesson' | 'chars'>('poem');
  const [words, setWords] = useState('');
  const found = useLinkTargets(kind === 'chars' ? 'poem' : kind, kind === 'chars' ? '' : words);
  const add = (link: ZjktLink) => {
    onAdd(link);
    setWords('');
  };
  return (
    <div className="yw-zjkt-manage__adder" data-testid="zjkt-link-adder">
      <select value={kind} onChange={(e) => setKind(e.target.value as typeof kind)} aria-label="链接类别">
        <option value="poem">古诗</option>
        <option value="lesson">课文</option>
        <option value="chars">汉字</option>
      </select>
      <input
        value={words}
        onChange={(e) => setWords(e.target.value)}
        maxLength={kind === 'chars' ? ZJKT_CHARS_MAX : 20}
        placeholder={kind === 'chars' ? `写几个汉字，最多${ZJKT_CHARS_MAX}个` : '输入标题找一找'}
        aria-label={kind === 'chars' ? '要认的汉字' : '标题'}
        data-testid="zjkt-link-words"
      />
      {kind === 'chars' ? (
        <button
          type="button"
          className="yw-button yw-button--soft"
          disabled={words.trim() === ''}
          onClick={() => add({ kind: 'chars', id: 0, text: words.replace(/\s/g, ''), label: words })}
        >
          添加
        </button>
      ) : (
        <ul className="yw-zjkt-manage__targets">
          {found.data?.map((target) => (
            <li key={target.id}>
              <button
                type="button"
                className="yw-zjkt-manage__target"
                onClick={() => add({ kind, id: target.id, text: '', label: target.label })}
                data-testid="zjkt-link-target"
              >
                + {target.label}
              </button>
            </li>
          ))}
          {found.data?.length === 0 && <li className="yw-manage-hint">没有找到，换个标题试试</li>}
        </ul>
      )}
    </div>
  );
}

/** The cover and the pictures of a saved lesson: add (checked on the server), remove. */
function LessonImages({ lesson }: { lesson: ZjktLesson }) {
  const upload = useUploadLessonImage();
  const remove = useRemoveLessonImage();
  const pick = (slot: 'cover' | 'image') => (file: File) =>
    upload.mutate({ id: lesson.id, slot, file }, { onSuccess: () => toast.success('图片已上传') });
  const pictures = [
    ...(lesson.cover ? [{ url: lesson.cover, name: '封面' }] : []),
    ...lesson.images.map((url, i) => ({ url, name: `插图 ${i + 1}` })),
  ];
  return (
    <fieldset className="yw-zjkt-manage__images">
      <legend>封面和插图</legend>
      <div className="yw-zjkt-manage__pictures">
        {pictures.map((picture) => (
          <figure key={picture.url} className="yw-zjkt-manage__picture">
            <img src={picture.url} alt={picture.name} />
            <figcaption>
              {picture.name}
              <button
                type="button"
                className="yw-zjkt-manage__remove"
                onClick={() => remove.mutate({ id: lesson.id, url: picture.url })}
                aria-label={`移除${picture.name}`}
              >
                移除
              </button>
            </figcaption>
          </figure>
        ))}
      </div>
      <div className="yw-manage-form__actions">
        <FileButton
          text={lesson.cover ? '换封面' : '上传封面'}
          accept="image/*"
          onFile={pick('cover')}
          testId="zjkt-cover-input"
        />
        {lesson.images.length < ZJKT_IMAGES_MAX && (
          <FileButton text="添加插图" accept="image/*" onFile={pick('image')} />
        )}
      </div>
      {upload.isPending && <p className="yw-manage-hint">上传中...</p>}
      <ManageError error={upload.error ?? remove.error} />
    </fieldset>
  );
}

/** Writes a new lesson (lesson undefined) or changes one; pictures once it is saved. */
function LessonEditor({
  lesson,
  onSaved,
  onClose,
}: {
  lesson?: ZjktLesson;
  onSaved: (id: number) => void;
  onClose: () => void;
}) {
  const [title, setTitle] = useState(lesson?.title ?? '');
  const [text, setText] = useState(lesson?.text ?? '');
  const [videoId, setVideoId] = useState(lesson?.video?.id ?? 0);
  const [links, setLinks] = useState<ZjktLink[]>(lesson?.links ?? []);
  const videos = useMediaLibrary('video');
  const save = useSaveLesson();
  const publish = usePublishLesson();
  const remove = useDeleteLesson();
  const [confirming, setConfirming] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { id: lesson?.id, title, text, video_id: videoId, links: JSON.stringify(links.map(linkInput)) },
      {
        onSuccess: (saved) => {
          toast.success(lesson ? '已保存' : `已保存草稿「${saved.title}」，可以上传封面和插图了`);
          onSaved(saved.id);
        },
      },
    );
  };
  const published = (lesson?.published_at ?? 0) > 0;
  return (
    <form className="yw-manage-form yw-zjkt-manage__editor" onSubmit={submit} data-testid="zjkt-editor">
      <label>
        标题
        <input
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          maxLength={ZJKT_TITLE_MAX}
          required
          data-testid="zjkt-title"
        />
      </label>
      <label>
        正文（每段一行）
        <textarea
          rows={8}
          value={text}
          onChange={(e) => setText(e.target.value)}
          maxLength={ZJKT_TEXT_MAX}
          data-testid="zjkt-text"
        />
      </label>
      <label>
        视频（来自媒体库）
        <select value={videoId} onChange={(e) => setVideoId(Number(e.target.value))} data-testid="zjkt-video-select">
          <option value={0}>不放视频</option>
          {videos.data?.pages
            .flatMap((page) => page.list)
            .map((video) => (
              <option key={video.id} value={video.id}>
                {video.title}
              </option>
            ))}
        </select>
      </label>
      <fieldset>
        <legend>链接（最多{ZJKT_LINKS_MAX}个）</legend>
        <ul className="yw-zjkt-manage__links">
          {links.map((link, i) => (
            <li key={`${link.kind}-${link.id}-${link.text}`} data-testid="zjkt-editor-link">
              <span className="yw-zjkt-manage__kind">{KIND_NAMES[link.kind]}</span>
              {link.label}
              <button
                type="button"
                className="yw-zjkt-manage__remove"
                onClick={() => setLinks(links.filter((_, j) => j !== i))}
                aria-label={`移除链接${link.label}`}
              >
                移除
              </button>
            </li>
          ))}
        </ul>
        {links.length < ZJKT_LINKS_MAX && <LinkAdder onAdd={(link) => setLinks([...links, link])} />}
      </fieldset>
      {lesson && <LessonImages lesson={lesson} />}
      <div className="yw-manage-form__actions">
        <button type="submit" className="yw-button" disabled={save.isPending || title.trim() === ''}>
          {save.isPending ? '保存中...' : lesson ? '保存' : '保存草稿'}
        </button>
        {lesson && (
          <button
            type="button"
            className="yw-button yw-button--soft"
            disabled={publish.isPending}
            onClick={() =>
              publish.mutate(
                { id: lesson.id, published: !published },
                { onSuccess: () => toast.success(published ? '已撤回为草稿' : '已发布，学生现在能看到了') },
              )
            }
            data-testid="zjkt-publish"
          >
            {published ? '撤回为草稿' : '发布'}
          </button>
        )}
        {lesson &&
          (confirming ? (
            <button
              type="button"
              className="yw-button yw-manage-danger"
              onClick={() =>
                remove.mutate(lesson.id, {
                  onSuccess: () => {
                    toast.success('已删除');
                    onClose();
                  },
                })
              }
            >
              确定删除
            </button>
          ) : (
            <button type="button" className="yw-button yw-button--soft" onClick={() => setConfirming(true)}>
              删除
            </button>
          ))}
        <button type="button" className="yw-button yw-button--soft" onClick={onClose}>
          收起
        </button>
      </div>
      <ManageError error={save.error ?? publish.error ?? remove.error} />
    </form>
  );
}

/** An existing lesson's editor once it has loaded (keyed by the change time, so a save refills the form). */
function SavedLessonEditor({ id, onClose }: { id: number; onClose: () => void }) {
  const lesson = useManagedLesson(id);
  if (lesson.isPending) return <PageLoading />;
  if (lesson.isError) return <p className="yw-manage-error">{failureMessage(lesson.error)}</p>;
  return <LessonEditor key={lesson.data.updated_at} lesson={lesson.data} onSaved={() => undefined} onClose={onClose} />;
}

/** 专家课堂课程: a teacher's own lessons (an admin's: all), written, illustrated, published and deleted here. */
export function ZjktLessonManager() {
  const lessons = useManagedLessons();
  const [editing, setEditing] = useState<number | 'new'>();
  return (
    <section className="yw-manage-section" aria-labelledby="manage-zjkt-title" data-testid="zjkt-manager">
      <h2 id="manage-zjkt-title" className="yw-section-title">
        专家课堂课程
      </h2>
      <p className="yw-manage-hint">写好保存为草稿，上传封面和插图，再点「发布」，学生就能在专家课堂里看到。</p>
      {editing === 'new' ? (
        <LessonEditor onSaved={setEditing} onClose={() => setEditing(undefined)} />
      ) : editing !== undefined ? (
        <SavedLessonEditor id={editing} onClose={() => setEditing(undefined)} />
      ) : (
        <button type="button" className="yw-button" onClick={() => setEditing('new')} data-testid="zjkt-new">
          写新课程
        </button>
      )}
      {lessons.isPending ? (
        <PageLoading />
      ) : lessons.isError ? (
        <p className="yw-manage-error">{failureMessage(lessons.error)}</p>
      ) : lessons.data.length === 0 ? (
        <p className="yw-manage-hint">还没有写过课程。</p>
      ) : (
        <ul className="yw-zjkt-manage__list" data-testid="zjkt-my-lessons">
          {lessons.data.map((lesson) => (
            <li key={lesson.id}>
              <span className="yw-zjkt-manage__title">{lesson.title}</span>
              <span className={`yw-zjkt-manage__state${lesson.published_at > 0 ? ' is-on' : ''}`}>
                {lesson.published_at > 0 ? '已发布' : '草稿'}
              </span>
              <button type="button" className="yw-button yw-button--soft" onClick={() => setEditing(lesson.id)}>
                修改
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
