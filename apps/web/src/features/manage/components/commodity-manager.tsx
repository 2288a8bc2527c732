import type { Commodity } from '@yuwen/protocol';
import { type FormEvent, useState } from 'react';
import { PageLoading } from '../../../components/page-state/page-state';
import { toast } from '../../../components/toast/toast-store';
import { failureMessage } from '../../../lib/http-transport';
import { useManageCommodities, useSaveCommodity, useSetOnSale } from '../api/manage-commodities.api';

const yuan = (fen: number) => (fen / 100).toFixed(2);

/** The plan form: price typed in yuan, stored in fen. */
function CommodityForm({ plan, onDone }: { plan?: Commodity; onDone: () => void }) {
  const save = useSaveCommodity();
  const [name, setName] = useState(plan?.name ?? '');
  const [description, setDescription] = useState(plan?.description ?? '');
  const [price, setPrice] = useState(plan ? yuan(plan.price_fen) : '');
  const [days, setDays] = useState(plan ? String(plan.days) : '30');
  const [sort, setSort] = useState(plan ? String(plan.sort) : '0');
  const [onSale, setOnSale] = useState(plan?.on_sale ?? true);
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const priceFen = Math.round(Number(price) * 100);
    if (!Number.isFinite(priceFen) || priceFen < 1) return setError('请填写正确的价格（元）');
    setError(undefined);
    save.mutate(
      {
        ...(plan ? { id: plan.id } : {}),
        name,
        description,
        price_fen: priceFen,
        days: Number(days),
        sort: Number(sort),
        on_sale: onSale,
      },
      {
        onSuccess: () => {
          toast.success(plan ? '套餐已保存' : '套餐已添加');
          onDone();
        },
      },
    );
  };
  const shownError = error ?? (save.isError ? failureMessage(save.error) : undefined);
  return (
    <form className="yw-manage-form" onSubmit={submit} data-testid="commodity-form">
      <label>
        名称
        <input value={name} onChange={(e) => setName(e.target.value)} maxLength={30} required />
      </label>
      <label>
        说明
        <input value={description} onChange={(e) => setDescription(e.target.value)} maxLength={200} />
      </label>
      <label>
        价格（元）
        <input value={price} onChange={(e) => setPrice(e.target.value)} inputMode="decimal" required />
      </label>
      <label>
        时长（天）
        <input value={days} onChange={(e) => setDays(e.target.value)} type="number" min={1} max={3650} required />
      </label>
      <label>
        排序（小的在前）
        <input value={sort} onChange={(e) => setSort(e.target.value)} type="number" min={0} max={9999} />
      </label>
      <label className="yw-manage-form__check">
        <input type="checkbox" checked={onSale} onChange={(e) => setOnSale(e.target.checked)} />
        在售
      </label>
      {shownError && (
        <p className="yw-manage-error" role="alert">
          {shownError}
        </p>
      )}
      <div className="yw-manage-form__actions">
        <button type="button" className="yw-button yw-button--soft" onClick={onDone}>
          取消
        </button>
        <button type="submit" className="yw-button" disabled={save.isPending}>
          {save.isPending ? '保存中...' : '保存'}
        </button>
      </div>
    </form>
  );
}

/** 套餐管理: the plans with their prices; add, edit, put on sale or withdraw. */
export function CommodityManager() {
  const plans = useManageCommodities();
  const onSale = useSetOnSale();
  const [editing, setEditing] = useState<Commodity | 'new' | null>(null);
  if (plans.isPending) return <PageLoading />;
  if (plans.isError) return <p className="yw-manage-error">{failureMessage(plans.error)}</p>;
  return (
    <section className="yw-manage-section" aria-labelledby="manage-plans-title">
      <div className="yw-manage-section__head">
        <h2 id="manage-plans-title" className="yw-section-title">
          会员套餐
        </h2>
        {editing === null && (
          <button type="button" className="yw-button" onClick={() => setEditing('new')}>
            新增套餐
          </button>
        )}
      </div>
      <p className="yw-manage-hint">新安装时的月卡、季卡、年卡及价格是默认值，请按实际情况修改。</p>
      {editing === 'new' && <CommodityForm onDone={() => setEditing(null)} />}
      <table className="yw-manage-table">
        <thead>
          <tr>
            <th>名称</th>
            <th>价格</th>
            <th>时长</th>
            <th>状态</th>
            <th>操作</th>
          </tr>
        </thead>
        <tbody>
          {plans.data.map((plan) => (
            <tr key={plan.id}>
              <td>{plan.name}</td>
              <td>¥{yuan(plan.price_fen)}</td>
              <td>{plan.days} 天</td>
              <td>{plan.on_sale ? '在售' : '已下架'}</td>
              <td className="yw-manage-table__actions">
                <button type="button" className="yw-link-button" onClick={() => setEditing(plan)}>
                  编辑
                </button>
                <button
                  type="button"
                  className="yw-link-button"
                  disabled={onSale.isPending}
                  onClick={() =>
                    onSale.mutate(
                      { id: plan.id, onSale: !plan.on_sale },
                      { onError: (e) => toast.error(failureMessage(e)) },
                    )
                  }
                >
                  {plan.on_sale ? '下架' : '上架'}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {editing !== null && editing !== 'new' && (
        <CommodityForm key={editing.id} plan={editing} onDone={() => setEditing(null)} />
      )}
    </section>
  );
}
