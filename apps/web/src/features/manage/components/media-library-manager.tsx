import type { MediaItem, MediaKind, Module } from '@yuwen/protocol';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { AudioButton } from '../../../components/audio-button/audio-button';
import { useCategoryItems } from '../../../components/content-kit/api/category-items.api';
import { useCategoryTree } from '../../../components/content-kit/api/category-tree.api';
import { useItemContent } from '../../../components/content-kit/api/item-content.api';
import {
  formatBytes,
  formatDuration,
  MEDIA_KIND_NAMES,
  mediaTitle,
} from '../../../components/content-kit/content-kit-format';
import { LoadMoreButton, PageLoading } from '../../../components/page-state/page-state';
import { toast } from '../../../components/toast/toast-store';
import { failureMessage } from '../../../lib/http-transport';
import { useCreateCategory, useCreateItem, useModuleTree } from '../api/lesson-content.api';
import {
  type MediaTarget,
  useAttachMedia,
  useDeleteMedia,
  useDetachMedia,
  useMediaLibrary,
  useUploadMedia,
} from '../api/media-library.api';
import { defaultTitle, fileProblem, findCategory, optionLabel, percentOf, treeOptions } from '../media-library';
import { FileButton } from './file-button';
import { ManageError } from './manage-error';
import './media-library-manager.css';

const KINDS: readonly { kind: MediaKind | ''; label: string }[] = [
  { kind: '', label: '全部' },
  { kind: 'video', label: '视频' },
  { kind: 'image', label: '图片' },
  { kind: 'audio', label: '音频' },
];

const ACCEPT = 'video/mp4,video/webm,image/png,image/jpeg,image/webp,audio/*';

/** Where new and listed files go: nothing chosen has moduleId 0. */
const NOWHERE: MediaTarget = { moduleId: 0 };

function findModule(roots: readonly Module[], id: number): Module | undefined {
  for (const module of roots) {
    if (module.id === id) return module;
    const inside = findModule(module.children ?? [], id);
    if (inside) return inside;
  }
  return undefined;
}

/** The names of a place: module › category › item, each loaded from the caches the pages share. */
function usePlaceNames(target: MediaTarget): string[] {
  const tree = useModuleTree();
  const categories = useCategoryTree(target.moduleId > 0 ? target.moduleId : undefined);
  const item = useItemContent(target.moduleId, target.itemId ?? 0);
  const category = target.categoryId ? findCategory(categories.data ?? [], target.categoryId) : undefined;
  // A category made since the tree was loaded (by another teacher): ask for the tree again, once.
  const asked = useRef(0);
  const missing = categories.isSuccess && target.categoryId && !category ? target.categoryId : 0;
  useEffect(() => {
    if (missing && asked.current !== missing) {
      asked.current = missing;
      void categories.refetch();
    }
  }, [missing, categories]);
  if (target.moduleId <= 0) return [];
  const names = [findModule(tree.data ?? [], target.moduleId)?.name ?? `栏目 ${target.moduleId}`];
  if (target.categoryId) names.push(category?.name ?? `分类 ${target.categoryId}`);
  if (target.itemId) names.push(item.data?.title ?? `课文 ${target.itemId}`);
  return names;
}

function PlaceName({ target }: { target: MediaTarget }) {
  const names = usePlaceNames(target);
  if (names.length === 0) return <span className="yw-media-lib__place is-none">还没有放到课程里</span>;
  return <span className="yw-media-lib__place">放在：{names.join(' › ')}</span>;
}

/** A new category, under the module's top or under the chosen category. */
function NewCategoryForm({ target, onCreated }: { target: MediaTarget; onCreated: (id: number) => void }) {
  const [name, setName] = useState('');
  const create = useCreateCategory();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    create.mutate(
      { moduleId: target.moduleId, pid: target.categoryId ?? 0, name: name.trim() },
      {
        onSuccess: (made) => {
          toast.success(`已新建分类「${made.name}」`);
          setName('');
          onCreated(made.id);
        },
      },
    );
  };
  return (
    <form className="yw-media-lib__create" onSubmit={submit} data-testid="media-new-category">
      <label>
        新分类名称{target.categoryId ? '（放在所选分类下面）' : ''}
        <input value={name} onChange={(e) => setName(e.target.value)} maxLength={60} placeholder="例如：第一课 春天" />
      </label>
      <button type="submit" className="yw-button yw-button--soft" disabled={!name.trim() || create.isPending}>
        {create.isPending ? '新建中...' : '新建分类'}
      </button>
      <ManageError error={create.error} />
    </form>
  );
}

/** A new item (a title and its text) in the chosen category. */
function NewItemForm({ categoryId, onCreated }: { categoryId: number; onCreated: (id: number) => void }) {
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const create = useCreateItem();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) return;
    create.mutate(
      { categoryId, title: title.trim(), body },
      {
        onSuccess: (made) => {
          toast.success(`已新建课文「${made.title}」`);
          setTitle('');
          setBody('');
          onCreated(made.id);
        },
      },
    );
  };
  return (
    <form className="yw-media-lib__create yw-media-lib__create--item" onSubmit={submit} data-testid="media-new-item">
      <label>
        新课文标题
        <input value={title} onChange={(e) => setTitle(e.target.value)} maxLength={60} placeholder="例如：春晓" />
      </label>
      <label>
        课文正文（空一行分一段，可以不填）
        <textarea value={body} onChange={(e) => setBody(e.target.value)} rows={4} maxLength={20000} />
      </label>
      <button type="submit" className="yw-button yw-button--soft" disabled={!title.trim() || create.isPending}>
        {create.isPending ? '新建中...' : '新建课文'}
      </button>
      <ManageError error={create.error} />
    </form>
  );
}

/** Chooses where files go: a module, then optionally a category of it and an item; new ones can be made here. */
function PlaceChooser({ target, onChange }: { target: MediaTarget; onChange: (target: MediaTarget) => void }) {
  const tree = useModuleTree();
  const categories = useCategoryTree(target.moduleId > 0 ? target.moduleId : undefined);
  const items = useCategoryItems(target.moduleId, target.categoryId ?? 0);
  const moduleOptions = useMemo(() => treeOptions(tree.data ?? []), [tree.data]);
  const categoryOptions = useMemo(() => treeOptions(categories.data ?? []), [categories.data]);
  const itemOptions = items.data?.pages.flatMap((page) => page.list) ?? [];
  return (
    <fieldset className="yw-media-lib__place-chooser" data-testid="media-place">
      <legend>放到哪里</legend>
      <label>
        栏目
        <select
          value={target.moduleId || ''}
          onChange={(e) => onChange(e.target.value ? { moduleId: Number(e.target.value) } : NOWHERE)}
          data-testid="media-place-module"
        >
          <option value="">{tree.isPending ? '加载中...' : '请选择栏目'}</option>
          {moduleOptions.map((option) => (
            <option key={option.id} value={option.id}>
              {optionLabel(option)}
            </option>
          ))}
        </select>
      </label>
      <ManageError error={tree.error} />
      {target.moduleId > 0 && (
        <>
          <label>
            分类
            <select
              value={target.categoryId || ''}
              onChange={(e) =>
                onChange({ moduleId: target.moduleId, categoryId: e.target.value ? Number(e.target.value) : undefined })
              }
              data-testid="media-place-category"
            >
              <option value="">{categories.isPending ? '加载中...' : '不选分类（放在栏目里）'}</option>
              {categoryOptions.map((option) => (
                <option key={option.id} value={option.id}>
                  {optionLabel(option)}
                </option>
              ))}
            </select>
          </label>
          <ManageError error={categories.error} />
          <NewCategoryForm
            target={target}
            onCreated={(id) => onChange({ moduleId: target.moduleId, categoryId: id })}
          />
        </>
      )}
      {target.moduleId > 0 && target.categoryId ? (
        <>
          <label>
            课文
            <select
              value={target.itemId || ''}
              onChange={(e) => onChange({ ...target, itemId: e.target.value ? Number(e.target.value) : undefined })}
              data-testid="media-place-item"
            >
              <option value="">{items.isPending ? '加载中...' : '不选课文（放在分类里）'}</option>
              {itemOptions.map((item) => (
                <option key={item.id} value={item.id}>
                  {item.title}
                </option>
              ))}
            </select>
          </label>
          <ManageError error={items.error} />
          <NewItemForm categoryId={target.categoryId} onCreated={(id) => onChange({ ...target, itemId: id })} />
        </>
      ) : null}
    </fieldset>
  );
}

/** Uploads one file with a title, showing how far it has gone; attached to the chosen place when asked. */
function UploadForm({ target }: { target: MediaTarget }) {
  const [title, setTitle] = useState('');
  const [file, setFile] = useState<File>();
  const [attach, setAttach] = useState(true);
  const [percent, setPercent] = useState<number>();
  const [done, setDone] = useState('');
  const upload = useUploadMedia();
  const place = usePlaceNames(target);
  const problem = file ? fileProblem(file) : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file || problem) return;
    setPercent(0);
    setDone('');
    const name = title.trim() || defaultTitle(file.name);
    upload.mutate(
      {
        file,
        title: name,
        target: attach && target.moduleId > 0 ? target : undefined,
        onProgress: ({ loaded, total }) => setPercent(percentOf(loaded, total)),
      },
      {
        onSuccess: (saved) => {
          setPercent(100);
          setDone(`「${mediaTitle(saved)}」上传完成`);
          toast.success(`已上传「${mediaTitle(saved)}」`);
          setTitle('');
          setFile(undefined);
        },
        onError: () => setPercent(undefined),
      },
    );
  };

  return (
    <form className="yw-manage-form yw-media-lib__upload" onSubmit={submit} data-testid="media-upload-form">
      <label>
        标题
        <input
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          maxLength={60}
          placeholder="不填就用文件名"
          data-testid="media-upload-title"
        />
      </label>
      <div className="yw-manage-form__field">
        <span>文件（视频 MP4/WebM 200MB 以内，图片 10MB 以内，音频 30MB 以内）</span>
        <FileButton
          text="选择文件"
          accept={ACCEPT}
          label="文件"
          chosen={file?.name ?? '还没有选择文件'}
          onFile={(picked) => {
            setFile(picked);
            setDone('');
            setPercent(undefined);
          }}
          testId="media-upload-file"
        />
      </div>
      {problem && (
        <p className="yw-manage-error" role="alert">
          {problem}
        </p>
      )}
      <label className="yw-manage-form__check">
        <input
          type="checkbox"
          checked={attach && target.moduleId > 0}
          disabled={target.moduleId <= 0}
          onChange={(e) => setAttach(e.target.checked)}
          data-testid="media-upload-attach"
        />
        {target.moduleId > 0 ? `上传后放到：${place.join(' › ')}` : '先在上面选好栏目，上传后就能直接放进去'}
      </label>
      {percent !== undefined && (
        <div className="yw-media-lib__progress" data-testid="media-upload-progress">
          <div
            className="yw-media-lib__progress-bar"
            role="progressbar"
            aria-label="上传进度"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
          >
            <span style={{ width: `${percent}%` }} />
          </div>
          <span className="yw-media-lib__progress-text">{done || `已上传 ${percent}%`}</span>
        </div>
      )}
      <div className="yw-manage-form__actions">
        <button type="submit" className="yw-button" disabled={!file || !!problem || upload.isPending}>
          {upload.isPending ? '上传中...' : '上传'}
        </button>
      </div>
      <ManageError error={upload.error} />
    </form>
  );
}

function Preview({ media }: { media: MediaItem }) {
  const title = mediaTitle(media);
  if (media.kind === 'image') return <img className="yw-media-lib__thumb" src={media.url} alt={title} loading="lazy" />;
  if (media.kind === 'video') {
    return (
      <video
        className="yw-media-lib__thumb"
        src={media.url}
        preload="metadata"
        controls
        playsInline
        muted
        aria-label={title}
      />
    );
  }
  return (
    <AudioButton urls={[media.url]} label={`试听${title}`} className="yw-media-lib__thumb yw-media-lib__thumb--audio">
      <span>试听</span>
    </AudioButton>
  );
}

function sameTarget(media: MediaItem, target: MediaTarget): boolean {
  return (
    media.module_id === target.moduleId &&
    media.category_id === (target.categoryId ?? 0) &&
    media.item_id === (target.itemId ?? 0)
  );
}

/** One file of the library: preview, what it is, where it hangs, and attach / detach / delete. */
function MediaRow({ media, target }: { media: MediaItem; target: MediaTarget }) {
  const [confirming, setConfirming] = useState(false);
  const attach = useAttachMedia();
  const detach = useDetachMedia();
  const remove = useDeleteMedia();
  const title = mediaTitle(media);
  const busy = attach.isPending || detach.isPending || remove.isPending;
  const onError = (error: unknown) => toast.error(failureMessage(error));
  const meta = [MEDIA_KIND_NAMES[media.kind], formatBytes(media.size), formatDuration(media.duration_ms)];
  return (
    <li className="yw-media-lib__row" data-testid="media-library-item" data-kind={media.kind} data-media-id={media.id}>
      <Preview media={media} />
      <div className="yw-media-lib__info">
        <span className="yw-batch__title">{title}</span>
        <span className="yw-batch__meta">{meta.filter(Boolean).join(' · ')}</span>
        <PlaceName target={{ moduleId: media.module_id, categoryId: media.category_id, itemId: media.item_id }} />
        <div className="yw-media-lib__actions">
          {target.moduleId > 0 && !sameTarget(media, target) && (
            <button
              type="button"
              className="yw-link-button"
              disabled={busy}
              onClick={() =>
                attach.mutate(
                  { id: media.id, target },
                  { onSuccess: () => toast.success(`已放好「${title}」`), onError },
                )
              }
            >
              放到所选位置
            </button>
          )}
          {media.module_id > 0 && (
            <button
              type="button"
              className="yw-link-button"
              disabled={busy}
              onClick={() => detach.mutate(media.id, { onSuccess: () => toast.success(`已取下「${title}」`), onError })}
            >
              取下
            </button>
          )}
          {confirming ? (
            <span className="yw-media-lib__confirm">
              确定删除吗？
              <button
                type="button"
                className="yw-link-button yw-media-lib__danger"
                disabled={busy}
                onClick={() =>
                  remove.mutate(media.id, { onSuccess: () => toast.success(`已删除「${title}」`), onError })
                }
                data-testid="media-delete-confirm"
              >
                删除
              </button>
              <button type="button" className="yw-link-button" onClick={() => setConfirming(false)}>
                取消
              </button>
            </span>
          ) : (
            <button
              type="button"
              className="yw-link-button yw-media-lib__danger"
              disabled={busy}
              onClick={() => setConfirming(true)}
            >
              删除
            </button>
          )}
        </div>
      </div>
    </li>
  );
}

/** The library a page at a time, one kind or all. */
function LibraryList({ target }: { target: MediaTarget }) {
  const [kind, setKind] = useState<MediaKind | ''>('');
  const library = useMediaLibrary(kind);
  const list = library.data?.pages.flatMap((page) => page.list) ?? [];
  const total = library.data?.pages[0]?.total ?? 0;
  return (
    <div className="yw-media-lib__library">
      <fieldset className="yw-media-lib__kinds">
        <legend className="yw-media-lib__kinds-legend">按类型看</legend>
        {KINDS.map((option) => (
          <button
            key={option.kind}
            type="button"
            className={kind === option.kind ? 'yw-button' : 'yw-button yw-button--soft'}
            aria-pressed={kind === option.kind}
            onClick={() => setKind(option.kind)}
          >
            {option.label}
          </button>
        ))}
        {library.isSuccess && <span className="yw-batch__meta">共 {total} 个</span>}
      </fieldset>
      {library.isPending ? (
        <PageLoading />
      ) : library.isError ? (
        <p className="yw-manage-error">{failureMessage(library.error)}</p>
      ) : list.length === 0 ? (
        <p className="yw-manage-hint">
          {kind === '' ? '资料库还是空的，先上传一个视频或图片吧。' : '还没有这一类的文件。'}
        </p>
      ) : (
        <ul className="yw-media-lib__list" data-testid="media-library-list">
          {list.map((media) => (
            <MediaRow key={media.id} media={media} target={target} />
          ))}
        </ul>
      )}
      <LoadMoreButton query={library} />
    </div>
  );
}

/** 课件素材: the media library — upload videos, pictures and recordings, and put them into lessons. */
export function MediaLibraryManager() {
  const [target, setTarget] = useState<MediaTarget>(NOWHERE);
  return (
    <section
      className="yw-manage-section yw-media-lib"
      aria-labelledby="manage-media-title"
      data-testid="media-library-manager"
    >
      <h2 id="manage-media-title" className="yw-section-title">
        课件素材
      </h2>
      <p className="yw-manage-hint">
        上传视频、图片和音频，放进栏目、分类或课文里，学生打开那一页就能看到。也可以在这里新建分类和课文，搭一节小课。
      </p>
      <PlaceChooser target={target} onChange={setTarget} />
      <UploadForm target={target} />
      <LibraryList target={target} />
    </section>
  );
}
